import type { Route } from '../http/route';
import { getMember } from './getOne';
import { createMember } from './createOne';
import { patchMember } from './patchOne';
import { getAllMembers } from './getAll';
import { checkCardNumber, lastCard } from './cardNumbers';
import { resumeCardNumber } from './resumeCardNumber';
import { checkMailAvailability } from './checkMail';
import { resetPassword } from './resetPassword';
import { confirmPolicy, patchPolicy } from './policy';
import { addRelative, deleteRelative } from './relatives';
import { survivor } from './survivor';
import { decideDeceasedNotice } from './deceasedNotice';
import { preregisterUser } from './preregister';
import { suspensionCommunication } from './suspension';
import { deleteMemberPhoto, getMemberPhoto, uploadMemberPhoto } from './photo';

/** /v1/members endpoints. */
export const memberRoutes: readonly Route[] = [
  getMember,
  createMember,
  patchMember,
  getAllMembers,
  lastCard,
  checkCardNumber,
  resumeCardNumber,
  checkMailAvailability,
  resetPassword,
  patchPolicy,
  confirmPolicy,
  addRelative,
  deleteRelative,
  survivor,
  decideDeceasedNotice,
  preregisterUser,
  suspensionCommunication,
  getMemberPhoto,
  uploadMemberPhoto,
  deleteMemberPhoto,
];
