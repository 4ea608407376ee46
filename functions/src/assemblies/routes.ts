import type { Route } from '../http/route';
import { getAssemblyRules, setAssemblyRules } from './statute';
import { createAssembly, updateAssembly } from './drafts';
import { conveneAssembly } from './convocation';
import { addAssemblyDocument, assemblyDocumentLink, deleteAssemblyDocument, myAssemblyDocumentLink } from './documents';
import { assemblyRoll } from './roll';
import { assemblyException } from './exception';
import { appointProxy, recordPaperProxy, revokePaperProxy, revokeProxy } from './proxies';
import { proxyHolder } from './proxyHolder';
import { paperProxyScan } from './proxyScan';
import { attendRemotely, checkIn, checkOut } from './attendance';
import { doorCheckIn } from './doorCheckIn';
import { closeAssembly, openAssembly } from './session';
import { castBallot, closeVote, openVote, recordHands } from './votes';
import { approveAssemblyMinutes, correctAssemblyMinutes, draftAssemblyMinutes, updateAssemblyMinutes } from './minutes';
import { assemblyBookPdf, verifyAssemblyBook } from './bookFiles';

/** /v1/assemblies endpoints: members' assemblies (docs/assemblies.md). */
export const assemblyRoutes: readonly Route[] = [
  getAssemblyRules,
  setAssemblyRules,
  createAssembly,
  updateAssembly,
  addAssemblyDocument,
  deleteAssemblyDocument,
  assemblyDocumentLink,
  myAssemblyDocumentLink,
  conveneAssembly,
  assemblyRoll,
  assemblyException,
  proxyHolder,
  appointProxy,
  revokeProxy,
  recordPaperProxy,
  revokePaperProxy,
  paperProxyScan,
  checkIn,
  checkOut,
  doorCheckIn,
  attendRemotely,
  openAssembly,
  closeAssembly,
  openVote,
  castBallot,
  closeVote,
  recordHands,
  draftAssemblyMinutes,
  updateAssemblyMinutes,
  approveAssemblyMinutes,
  correctAssemblyMinutes,
  verifyAssemblyBook,
  assemblyBookPdf,
];
