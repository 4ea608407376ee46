import type { ChangeUsernameValues } from '@tessera/domain/forms/changeUsername';
import { apiCall } from '../../../lib/api/client';
import { changeUsernameConfirmContract } from '@tessera/domain/contracts/users';

/** POST /v1/users/change-username-confirm {email, otp}: the sign-in's email becomes `email` everywhere. */
export const confirmUsername = (values: ChangeUsernameValues) => apiCall(changeUsernameConfirmContract, { body: values });
