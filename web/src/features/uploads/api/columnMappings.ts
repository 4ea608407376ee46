import type { AnswerOf } from '@tessera/domain/contracts/contract';
import {
  deleteUploadMappingContract,
  listUploadMappingsContract,
  previewUploadContract,
  saveUploadMappingContract,
} from '@tessera/domain/contracts/uploads';
import type { MemberUploadMode } from '@tessera/domain/forms/uploads';
import type { ColumnMapping } from '@tessera/domain/uploads/columnMapping';
import { apiCall } from '../../../lib/api/client';
import { fileToBase64 } from '../../../lib/files/fileToBase64';

export type UploadPreview = AnswerOf<typeof previewUploadContract>;
export type SavedMapping = AnswerOf<typeof listUploadMappingsContract>['mappings'][number];

/** POST bulk-upload-preview: how the file would be read (with `mapping`, or the one proposed); nothing is written. */
export async function previewUpload(mode: MemberUploadMode, file: File, mapping?: ColumnMapping): Promise<UploadPreview> {
  return apiCall(previewUploadContract, {
    headers: { mode },
    body: { fileName: file.name, contentBase64: await fileToBase64(file), ...(mapping ? { mapping } : {}) },
    overlay: false,
  });
}

/** GET upload-mappings: the organization's saved mappings, by name. */
export const fetchSavedMappings = async () => (await apiCall(listUploadMappingsContract, { overlay: false })).mappings;

/** POST upload-mappings: saves under a name (replacing one of that name). */
export const saveMapping = (name: string, mapping: ColumnMapping) => apiCall(saveUploadMappingContract, { body: { name, mapping } });

/** DELETE upload-mappings (header id). */
export const deleteMapping = (id: string) => apiCall(deleteUploadMappingContract, { headers: { id } });
