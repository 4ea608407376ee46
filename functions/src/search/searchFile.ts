import type { EXPORT_FORMATS } from '@tessera/domain/constants';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { downloadCell, downloadColumns, SEARCH_DOWNLOAD_MAX_ROWS, SEARCH_EXPORT_PROGRESS_EVERY } from '@tessera/domain/search/download';
import type { SearchRecord } from '@tessera/domain/search/evaluate';
import type { SearchQuery } from '@tessera/domain/search/query';
import { rowValues, searchColumns, sortedMatches } from '@tessera/domain/search/run';
import { ApiError } from '../http/apiError';
import { tableWriter } from '../exports/tableFile';
import { listValueNames } from '../settings/listValueStore';
import { searchRecords, type SearchAccess } from './searchRecords';

type Format = (typeof EXPORT_FORMATS)[number];

/** The matches of a query in the caller's (or the job's) scope, sorted, with what the file needs to write them. */
export async function searchMatches(orgId: string, asked: SearchQuery, access: SearchAccess) {
  const { records, custom, query } = await searchRecords(orgId, asked, access);
  const today = todayInItaly();
  const found = sortedMatches(records, query, { today });
  if (found.length > SEARCH_DOWNLOAD_MAX_ROWS)
    throw new ApiError('INVALID_REQUEST', [{ path: 'body.query', message: 'upload.tooManyRows' }]);
  return { found, today, columns: downloadColumns(query.mode, searchColumns(query), custom.defs) };
}

/**
 * Writes the matches as a file, row by row (the rows are never all held as cells at once); `progress` hears how many
 * rows are written every SEARCH_EXPORT_PROGRESS_EVERY rows, and may throw to stop (a background job that lost its lease).
 */
export async function writeSearchFile(
  orgId: string,
  format: Format,
  matches: Awaited<ReturnType<typeof searchMatches>>,
  progress?: (done: number) => Promise<void>,
) {
  const { found, today, columns } = matches;
  const names = await listValueNames(orgId);
  const writer = await tableWriter(
    format,
    columns.map((c) => ({ header: c.header, kind: c.kind })),
  );
  const fields = columns.map((c) => c.field);
  for (let i = 0; i < found.length; i += 1) {
    const values = rowValues(found[i] as SearchRecord, fields, { today });
    writer.add(columns.map((c) => downloadCell(c, values[c.field] ?? null, names)));
    if (progress && (i + 1) % SEARCH_EXPORT_PROGRESS_EVERY === 0) await progress(i + 1);
  }
  return writer.finish();
}
