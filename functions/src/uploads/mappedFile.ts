import { normalizeHeader } from '@tessera/domain/forms/uploads';
import type { z } from 'zod';
import type { uploadPreviewAnswer } from '@tessera/domain/contracts/uploads';
import {
  applyMapping,
  mappingIssues,
  proposeMapping,
  UPLOAD_PREVIEW_REFUSED,
  UPLOAD_PREVIEW_ROWS,
  type ColumnMapping,
  type UploadMappingKind,
} from '@tessera/domain/uploads/columnMapping';
import type { UploadCell, UploadReason } from '@tessera/domain/uploads/memberUpload';
import { ApiError } from '../http/apiError';

/** A mapping checked for this uploader (INVALID_REQUEST naming each column at fault), and the header it makes. */
export function mappedHeader(header: readonly UploadCell[], mapping: ColumnMapping, fields: readonly string[]): string[] {
  const issues = mappingIssues(mapping, fields);
  if (issues.length) throw new ApiError('INVALID_REQUEST', issues);
  return applyMapping(header, mapping);
}

/** A file's row as an upload kind validates it. */
export type PreviewedRow = { line: number; ok: true; data: object } | { line: number; ok: false; reason: UploadReason; column?: string };
/** What a mapped header lacks, when it lacks something: then no row is read. */
export type HeaderFault = { ok: false; missing: string[]; duplicated: string[] };

/**
 * The preview of a file of any upload kind, as its preview endpoint answers it: the file's columns with the mapping in
 * force (the one given, else the one proposed for its header), what the mapped header lacks, the first rows as they
 * would be stored and the first refused ones. `read`: the kind's own checks of the file read through that mapping.
 * Nothing is written.
 */
export function mappingPreview(
  kind: UploadMappingKind,
  header: readonly UploadCell[],
  fields: readonly string[],
  given: ColumnMapping | undefined,
  read: (mapping: ColumnMapping) => HeaderFault | readonly PreviewedRow[],
): z.input<typeof uploadPreviewAnswer> {
  const proposal = proposeMapping(header, fields, kind);
  const mapping = given ?? proposal.mapping;
  // the proposal's columns, each with the field the mapping in force gives it
  const chosen = new Map(Object.entries(mapping).map(([h, f]) => [normalizeHeader(h), f]));
  const columns = proposal.columns.map((c) => ({ ...c, field: chosen.get(normalizeHeader(c.header)) ?? null }));
  const parsed = read(mapping);
  const answer = { columns, mapping, fields: [...fields] };
  if (!Array.isArray(parsed)) {
    const fault = parsed as HeaderFault;
    return {
      ...answer,
      header: { ok: false, missing: fault.missing, duplicated: fault.duplicated },
      total: 0,
      valid: 0,
      rows: [],
      refused: [],
    };
  }
  const rows = parsed as readonly PreviewedRow[];
  const valid = rows.flatMap((r) => (r.ok ? [{ line: r.line, data: { ...r.data } }] : []));
  const refused = rows.flatMap((r) => (r.ok ? [] : [{ line: r.line, reason: r.reason, ...(r.column ? { column: r.column } : {}) }]));
  return {
    ...answer,
    header: { ok: true, missing: [], duplicated: [] },
    total: rows.length,
    valid: valid.length,
    rows: valid.slice(0, UPLOAD_PREVIEW_ROWS),
    refused: refused.slice(0, UPLOAD_PREVIEW_REFUSED),
  };
}
