import type { Route } from '../http/route';
import { enableMfa } from './enableMfa';
import { disableMfa } from './disableMfa';
import { syncMfa } from './syncMfa';
import { forcedPasswordChange } from './forcedPasswordChange';

/** /v1/users endpoints (spec §7 Users): the SMS second factor and the forced password change. */
export const userRoutes: readonly Route[] = [enableMfa, disableMfa, syncMfa, forcedPasswordChange];
