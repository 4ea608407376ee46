import type { Route } from '../http/route';
import { enableMfa } from './enableMfa';
import { disableMfa } from './disableMfa';
import { syncMfa } from './syncMfa';
import { forcedPasswordChange } from './forcedPasswordChange';
import { changeUsernameSendCode } from './changeUsernameSendCode';
import { changeUsernameConfirm } from './changeUsernameConfirm';
import { changePasswordSendCode } from './changePasswordSendCode';
import { changePassword } from './changePassword';

/** /v1/users endpoints: the SMS second factor, the forced password change, username and password change. */
export const userRoutes: readonly Route[] = [
  enableMfa,
  disableMfa,
  syncMfa,
  forcedPasswordChange,
  changeUsernameSendCode,
  changeUsernameConfirm,
  changePasswordSendCode,
  changePassword,
];
