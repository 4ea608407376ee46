import type { Route } from '../http/route';
import { inviteMembers } from './send';

/** Invitations: members of the register without a sign-in are mailed a link into card activation. */
export const invitationRoutes: readonly Route[] = [inviteMembers];
