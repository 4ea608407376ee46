import type { Route } from '../http/route';
import { getMember } from './getOne';
import { createMember } from './createOne';
import { patchMember } from './patchOne';

/** /v1/members endpoints (spec §7 Members). */
export const memberRoutes: readonly Route[] = [getMember, createMember, patchMember];
