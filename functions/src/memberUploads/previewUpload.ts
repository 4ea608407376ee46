import { previewUploadContract } from '@tessera/domain/contracts/uploads';
import { normalizeHeader } from '@tessera/domain/forms/uploads';
import { checkMemberUploadHeader, parseMemberUploadRows } from '@tessera/domain/uploads/memberUpload';
import { proposeMapping, UPLOAD_PREVIEW_REFUSED, UPLOAD_PREVIEW_ROWS } from '@tessera/domain/uploads/columnMapping';
import { route } from '../http/route';
import { readSheet } from '../uploads/sheet';
import { mappedHeader, uploaderColumns } from './memberFile';

/**
 * POST /v1/members/bulk-upload-preview (header mode) — reads a member file as the upload would, through the given
 * mapping or the one proposed for its header, and answers its columns, what the mapped header lacks, the first rows as
 * they would be stored and the rows its own checks refuse. Nothing is written: the upload itself reads the file again.
 */
export const previewUpload = route(previewUploadContract, async ({ claims, headers, body }) => {
  const bytes = new Uint8Array(Buffer.from(body.contentBase64, 'base64'));
  const [sheet, columns] = await Promise.all([readSheet(body.fileName, bytes), uploaderColumns(claims.org, claims.role)]);
  const proposal = proposeMapping(sheet.header, columns.fields);
  const mapping = body.mapping ?? proposal.mapping;
  // the proposal's columns, each with the field the mapping in force gives it
  const chosen = new Map(Object.entries(mapping).map(([h, f]) => [h.trim().toLowerCase(), f]));
  const shown = proposal.columns.map((c) => ({ ...c, field: chosen.get(normalizeHeader(c.header)) ?? null }));
  const check = checkMemberUploadHeader(mappedHeader(sheet.header, mapping, columns.fields), columns.customFields, columns.optional, true);
  const answer = {
    columns: shown,
    mapping,
    fields: columns.fields,
    header: { ok: check.ok, missing: check.ok ? [] : check.missing, duplicated: check.ok ? [] : check.duplicated },
  };
  if (!check.ok) return { ...answer, total: 0, valid: 0, rows: [], refused: [] };
  const parsed = parseMemberUploadRows(sheet.rows, check.columns, headers.mode, 2, undefined, check.custom);
  const valid = parsed.flatMap((r) => (r.ok ? [{ line: r.line, data: { ...r.data } }] : []));
  const refused = parsed.flatMap((r) => (r.ok ? [] : [{ line: r.line, reason: r.reason, ...(r.column ? { column: r.column } : {}) }]));
  return {
    ...answer,
    total: parsed.length,
    valid: valid.length,
    rows: valid.slice(0, UPLOAD_PREVIEW_ROWS),
    refused: refused.slice(0, UPLOAD_PREVIEW_REFUSED),
  };
});
