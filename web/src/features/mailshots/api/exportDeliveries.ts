import { deliveriesExportContract } from '@tessera/domain/contracts/mailshots';
import type { EXPORT_FORMATS } from '@tessera/domain/constants';
import type { DeliveryState } from '@tessera/domain/mailshots/deliveryEvents';
import { apiCall } from '../../../lib/api/client';
import { saveBase64File } from '../../../lib/files/saveBase64';

/** POST /v1/mailshots/deliveries-export: saves the deliveries file (one state, or all) unless there are none. */
export async function exportDeliveries(id: string, state: DeliveryState | null, format: (typeof EXPORT_FORMATS)[number]) {
  const answer = await apiCall(deliveriesExportContract, { body: { id, format, ...(state ? { state } : {}) }, overlay: false });
  if (answer.count > 0) saveBase64File(answer.result, answer.fileName, answer.mimeType);
  return { count: answer.count, fileName: answer.fileName };
}
