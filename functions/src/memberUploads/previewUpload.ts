import { previewUploadContract } from '@tessera/domain/contracts/uploads';
import { checkMemberUploadHeader, parseMemberUploadRows } from '@tessera/domain/uploads/memberUpload';
import { route } from '../http/route';
import { readSheet } from '../uploads/sheet';
import { mappedHeader, mappingPreview } from '../uploads/mappedFile';
import { uploaderColumns } from './memberFile';

/**
 * POST /v1/members/bulk-upload-preview (header mode) — reads a member file as the upload would, through the given
 * mapping or the one proposed for its header, and answers its columns, what the mapped header lacks, the first rows as
 * they would be stored and the rows its own checks refuse. Nothing is written: the upload itself reads the file again.
 */
export const previewUpload = route(previewUploadContract, async ({ claims, headers, body }) => {
  const bytes = new Uint8Array(Buffer.from(body.contentBase64, 'base64'));
  const [sheet, columns] = await Promise.all([readSheet(body.fileName, bytes), uploaderColumns(claims.org, claims.role)]);
  return mappingPreview('members', sheet.header, columns.fields, body.mapping, (mapping) => {
    const check = checkMemberUploadHeader(
      mappedHeader(sheet.header, mapping, columns.fields),
      columns.customFields,
      columns.optional,
      true,
    );
    if (!check.ok) return check;
    return parseMemberUploadRows(sheet.rows, check.columns, headers.mode, 2, undefined, check.custom);
  });
});
