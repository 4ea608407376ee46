import type { AnswerOf } from '@tessera/domain/contracts/contract';
import { memberMappingContracts, previewUploadContract, type UploadMappingContracts } from '@tessera/domain/contracts/uploads';
import { paymentMappingContracts, paymentUploadPreviewContract } from '@tessera/domain/contracts/payments';
import type { MemberUploadMode } from '@tessera/domain/forms/uploads';
import type { ColumnMapping, UploadMappingKind } from '@tessera/domain/uploads/columnMapping';
import { apiCall } from '../../../lib/api/client';
import { fileToBase64 } from '../../../lib/files/fileToBase64';

export type UploadPreview = AnswerOf<typeof previewUploadContract>;
export type SavedMapping = AnswerOf<UploadMappingContracts['list']>['mappings'][number];

/** Each upload kind's saved mappings, under its own path. */
const SAVED: Record<UploadMappingKind, UploadMappingContracts> = { members: memberMappingContracts, payments: paymentMappingContracts };

const previewBody = async (file: File, mapping?: ColumnMapping) => ({
  fileName: file.name,
  contentBase64: await fileToBase64(file),
  ...(mapping ? { mapping } : {}),
});

/** POST members/bulk-upload-preview: how the member file would be read (with `mapping`, or the one proposed); nothing is written. */
export async function previewUpload(mode: MemberUploadMode, file: File, mapping?: ColumnMapping): Promise<UploadPreview> {
  return apiCall(previewUploadContract, { headers: { mode }, body: await previewBody(file, mapping), overlay: false });
}

/** POST payments/bulk-upload-preview (header value: the pay year of rows naming none): the same for a payment file. */
export async function previewPaymentUpload(payYear: number, file: File, mapping?: ColumnMapping): Promise<UploadPreview> {
  return apiCall(paymentUploadPreviewContract, {
    headers: { value: String(payYear) },
    body: await previewBody(file, mapping),
    overlay: false,
  });
}

/** GET upload-mappings: the organization's saved mappings of this kind, by name. */
export const fetchSavedMappings = async (kind: UploadMappingKind) => (await apiCall(SAVED[kind].list, { overlay: false })).mappings;

/** POST upload-mappings: saves under a name (replacing one of that name and kind). */
export const saveMapping = (kind: UploadMappingKind, name: string, mapping: ColumnMapping) =>
  apiCall(SAVED[kind].save, { body: { name, mapping } });

/** DELETE upload-mappings (header id). */
export const deleteMapping = (kind: UploadMappingKind, id: string) => apiCall(SAVED[kind].delete, { headers: { id } });
