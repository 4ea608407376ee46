import { acceptPolicyContract } from '@tessera/domain/contracts/policies';
import type { PolicyKind } from '@tessera/domain/settings/policies';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/profile/accept-policy (header kind) {version}: the member accepts this version. */
export const acceptPolicy = (kind: PolicyKind, version: number) =>
  apiCall(acceptPolicyContract, { headers: { kind }, body: { version }, overlay: false });
