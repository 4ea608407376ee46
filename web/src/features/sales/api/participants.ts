import { participantsExtractionContract, participantsPdfContract } from '@tessera/domain/contracts/sales';
import type { EXPORT_FORMATS } from '@tessera/domain/constants';
import { apiCall } from '../../../lib/api/client';
import { saveBase64File } from '../../../lib/files/saveBase64';

/** POST /v1/sales/participants: saves the participants file unless there are none; answers the count and the file's name. */
export async function exportParticipants(id: string, format: (typeof EXPORT_FORMATS)[number]) {
  const answer = await apiCall(participantsExtractionContract, { body: { id, format }, overlay: false });
  if (answer.count > 0) saveBase64File(answer.result, answer.fileName, answer.mimeType);
  return { count: answer.count, fileName: answer.fileName };
}

/** POST /v1/sales/participants-pdf: saves the printable participants list. */
export async function printParticipants(id: string) {
  const answer = await apiCall(participantsPdfContract, { body: { id }, overlay: false });
  return saveBase64File(answer.pdf, answer.fileName);
}
