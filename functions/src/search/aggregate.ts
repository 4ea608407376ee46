import { planOf } from '@tessera/domain/constants';
import { aggregateSearchContract } from '@tessera/domain/contracts/search';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { orgPath } from '@tessera/domain/paths';
import { aggregate, aggregationDimensions, aggregationHeaders, aggregationsEnabled, bucketName } from '@tessera/domain/search/aggregate';
import { matches } from '@tessera/domain/search/evaluate';
import { fieldsOf } from '@tessera/domain/search/fields';
import { preferencesOf } from '@tessera/domain/entities/organization';
import { shownMemberFields } from '@tessera/domain/settings/shownFields';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { tableFile } from '../exports/tableFile';
import { listValueNames } from '../settings/listValueStore';
import { searchRecords } from './searchRecords';

/**
 * POST /v1/advanced-search/aggregate — the query's matches in the caller's scope counted by one dimension, over the same
 * projection as perform-search (≤ 256 reads); with `format`, the table as a file. Plans without aggregations: NOT_ENABLED.
 */
export const aggregateSearch = route(aggregateSearchContract, async ({ claims, body, scope }) => {
  const org = await db.doc(orgPath(claims.org)).get();
  if (!aggregationsEnabled(planOf(org.get('plan.name')))) throw new ApiError('NOT_ENABLED');
  const shown = shownMemberFields(preferencesOf(org.get('preferences')), claims.role);
  // a dimension the preferences hide is refused like a field they hide
  if (!aggregationDimensions(body.query.mode, fieldsOf(body.query.mode, [], shown)).includes(body.by))
    throw new ApiError('INVALID_REQUEST', [{ path: 'body.by', message: 'validation.notAllowed' }]);
  const { records } = await searchRecords(claims.org, body.query, { includes: scope.includes, shown });
  const today = todayInItaly();
  const found = records.filter((r) => matches(body.query.where, r, { today }));
  const payments = body.query.mode === 'payments';
  const buckets = aggregate(found, body.by, body.bands, { today }, payments);
  if (!body.format) return { count: found.length, buckets, file: null };
  const names = await listValueNames(claims.org);
  const [valueHeader, countHeader, sumHeader] = aggregationHeaders(body.by);
  const columns = [
    { header: valueHeader!, kind: 'text' as const },
    { header: countHeader!, kind: 'number' as const },
    // payments: the sum of their amounts, in euros
    ...(payments ? [{ header: sumHeader!, kind: 'euros' as const }] : []),
  ];
  const rows = buckets.map((b) => [bucketName(body.by, b.key, names), b.count, ...(payments ? [(b.sum ?? 0) / 100] : [])]);
  const file = await tableFile(body.format, columns, rows);
  const fileName = `aggregazione-${body.by}-${today}.${body.format}`;
  return { count: found.length, buckets, file: { result: file.bytes.toString('base64'), fileName, mimeType: file.mimeType } };
});
