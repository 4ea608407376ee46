import { registrationsExportContract } from '@tessera/domain/contracts/campaigns';
import type { EXPORT_FORMATS } from '@tessera/domain/constants';
import { apiCall } from '../../../lib/api/client';
import { saveBase64File } from '../../../lib/files/saveBase64';

/** POST /v1/campaigns/registrations-export: saves the registrations file unless there are none; answers the count and name. */
export async function exportRegistrations(id: string, format: (typeof EXPORT_FORMATS)[number]) {
  const answer = await apiCall(registrationsExportContract, { body: { id, format }, overlay: false });
  if (answer.count > 0) saveBase64File(answer.result, answer.fileName, answer.mimeType);
  return { count: answer.count, fileName: answer.fileName };
}
