import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { paymentExtractionContract } from '@tessera/domain/contracts/payments';
import {
  PAYMENT_EXTRACTION_COLUMNS,
  PAYMENT_EXTRACTION_MAX_ROWS,
  type PaymentExtractionColumn,
} from '@tessera/domain/exports/paymentExtraction';
import { listQuery } from '@tessera/domain/lists/query';
import { paymentList } from '@tessera/domain/lists/specs';
import { methodIt, statusIt } from '@tessera/domain/payments/italianNames';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { listValueNames } from '../settings/listValueStore';
import { describedQuery } from '../shared/describedQuery';
import { tableFile, type Cell } from '../exports/tableFile';

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const euros = (v: unknown): number | null => (typeof v === 'number' ? v / 100 : null);

/** The pay day as a date cell (stored as text `YYYY-MM-DD` in its sort key, the day the list filters on). */
function payDay(p: DocumentData): Date | null {
  const iso = text(p.sortKeys?.payDate) ?? (p.payDate instanceof Timestamp ? p.payDate.toDate().toISOString().slice(0, 10) : null);
  return iso ? new Date(`${iso}T00:00:00Z`) : null;
}

function cellOf(p: DocumentData, c: PaymentExtractionColumn, groups: Map<string, string>): Cell {
  const accounting = (p.accounting ?? {}) as DocumentData;
  switch (c) {
    case 'payDate':
      return payDay(p);
    case 'payYear':
    case 'quantity':
    case 'vatPercent':
      return typeof p[c] === 'number' ? p[c] : null;
    case 'amount':
      return euros(p.amount);
    case 'refundedAmount':
      return p.refunded === true ? euros(p.refundedAmount ?? p.amount) : null;
    case 'group':
      return p.group ? (groups.get(String(p.group)) ?? String(p.group)) : null;
    case 'mode':
      return methodIt(p.mode);
    case 'status':
      return statusIt(p.status);
    case 'cardPayment':
      return p.cardPayment === true ? 'Sì' : 'No';
    case 'cluster':
      return text(p.clusterName) ?? text(p.cluster);
    case 'operation':
      return text(accounting.operationName);
    case 'b1Aggregate':
    case 'project':
    case 'account':
    case 'cdc':
      return text(accounting[c]);
    case 'receipt':
    case 'creditNote':
      return text((p[c] as DocumentData | undefined)?.number);
    default:
      return text(p[c]);
  }
}

/**
 * POST /v1/payments/extraction — the payments the page shows (its filters, search, date range and order: the same
 * query, lists/query.ts), as XLSX, CSV or TXT with Italian headers; a group admin's scope is in the query as on the
 * page. Nothing matching: a header-only file and count 0.
 */
export const extractPayments = route(paymentExtractionContract, async ({ claims, body, scope }) => {
  const description = listQuery(claims.org, paymentList, {
    scope: scope.filter,
    filters: body.filters,
    search: body.search,
    sort: body.sort,
    range: body.range,
    pageSize: PAYMENT_EXTRACTION_MAX_ROWS,
  });
  const [docs, names] = await Promise.all([
    description
      ? describedQuery(description)
          .get()
          .then((s) => s.docs)
      : [],
    listValueNames(claims.org),
  ]);
  // the page-size-plus-one row says the set is larger than one file holds
  if (docs.length > PAYMENT_EXTRACTION_MAX_ROWS)
    throw new ApiError('INVALID_REQUEST', [{ path: 'body.filters', message: 'upload.tooManyRows' }]);
  const rows = docs.map((d) => PAYMENT_EXTRACTION_COLUMNS.map((c) => cellOf(d.data(), c.key, names)));
  const file = await tableFile(body.format, PAYMENT_EXTRACTION_COLUMNS, rows);
  const fileName = `pagamenti-${new Date().toISOString().slice(0, 10)}.${body.format}`;
  return { result: file.bytes.toString('base64'), fileName, mimeType: file.mimeType, count: docs.length };
});
