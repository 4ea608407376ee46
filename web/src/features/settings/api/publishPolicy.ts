import { publishPolicyContract } from '@tessera/domain/contracts/policies';
import type { PolicyKind } from '@tessera/domain/settings/policies';
import { apiCall } from '../../../lib/api/client';
import { fileToBase64 } from '../../../lib/files/fileToBase64';

/** POST /v1/settings/publish-policy (header kind): the next version's document; `onProgress` follows the upload. */
export async function publishPolicy(kind: PolicyKind, file: File, onProgress: (fraction: number) => void) {
  const body = { fileName: file.name, contentBase64: await fileToBase64(file) };
  return apiCall(publishPolicyContract, { headers: { kind }, body, overlay: false, onProgress });
}
