import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { searchToken } from '@tessera/domain/lists/searchTokens';
import { toIsoDate } from '@tessera/domain/locale/dates';
import { orgCol, orgPath } from '@tessera/domain/paths';
import { preferencesOf } from '@tessera/domain/entities/organization';
import { shownMemberFields } from '@tessera/domain/settings/shownFields';
import { EXTRACTION_COLUMNS, EXTRACTION_MAX_ROWS, extractableColumns, type ExtractionColumn } from '@tessera/domain/exports/extraction';
import { inFieldOrder } from '@tessera/domain/settings/customFields';
import { db } from '../shared/admin';
import { withAdminOnly } from '../members/adminOnly';
import { fieldsCol, type FieldDoc } from '../settings/customFieldStore';
import { listValueNames } from '../settings/listValueStore';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { tableFile, type Cell, type TableColumn } from './tableFile';
import { extractionContract } from '@tessera/domain/contracts/exports';

/** A calendar date as a Date at midnight UTC: birth dates are stored so; instants are read on Rome's calendar. */
function dateCell(v: unknown, instant: boolean): Date | null {
  if (!(v instanceof Timestamp)) return null;
  const iso = toIsoDate(v.toDate(), instant ? { timeZone: 'Europe/Rome' } : {});
  return iso ? new Date(`${iso}T00:00:00Z`) : null;
}

function cellOf(m: DocumentData, c: ExtractionColumn, names: Map<string, string>): Cell {
  const residence = (m.residence ?? {}) as DocumentData;
  switch (c) {
    case 'birthDate':
      return dateCell(m.birthDate, false);
    case 'registeredAt':
    case 'lastPaymentAt':
      return dateCell(m[c], true);
    case 'address':
      return residence.line ? String(residence.line) : null;
    case 'zip':
      return residence.zip ? String(residence.zip) : null;
    case 'city':
      return residence.city ? String(residence.city) : null;
    case 'province':
      return residence.state ? String(residence.state) : null;
    case 'group':
    case 'section':
    case 'category':
      return m[c] ? (names.get(String(m[c])) ?? String(m[c])) : null;
    default:
      return m[c] == null ? null : String(m[c]);
  }
}

/** A column of the file and how a member's cell is made. */
interface Column extends TableColumn {
  cell: (m: DocumentData) => Cell;
}

/** A custom value as a cell: a DATE field's ISO date as a date cell, the choices of a multiselect joined. */
function customCell(def: FieldDoc, v: unknown): Cell {
  if (v === undefined || v === null) return null;
  if (def.type === 'DATE' && typeof v === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T00:00:00Z`) : v;
  return Array.isArray(v) ? v.join(', ') : String(v);
}

/**
 * The custom fields asked for, in the settings order, as columns (an id of no field, or of one being deleted: the
 * request's mistake). Hidden fields' values are in the members' back-office documents: `hidden` says whether they
 * must be read.
 */
async function customColumns(orgId: string, ids: readonly string[]): Promise<{ columns: Column[]; hidden: boolean }> {
  if (!ids.length) return { columns: [], hidden: false };
  const refs = ids.map((id) => fieldsCol(orgId).doc(id));
  const snaps = await db.getAll(...refs);
  const issues = snaps.flatMap((s, i) =>
    s.exists && s.get('deleting') !== true ? [] : [{ path: `body.customFields.${i}`, message: 'validation.notAllowed' }],
  );
  if (issues.length) throw new ApiError('INVALID_REQUEST', issues);
  const defs = inFieldOrder(snaps.map((s) => s.data() as FieldDoc));
  return {
    columns: defs.map((def) => ({
      header: def.name,
      kind: def.type === 'DATE' ? 'date' : 'text',
      cell: (m) => customCell(def, (m.customFields as DocumentData | undefined)?.[def.name]),
    })),
    hidden: defs.some((d) => d.visibleToMember !== true),
  };
}

/**
 * POST /v1/members/extraction — the filtered members as XLSX (one sheet, EXPORT_SHEET_NAME), CSV (`;`, BOM) or TXT (tab, BOM),
 * with the chosen columns and their Italian headers. No member matching: 200 with a header-only file and count 0.
 */
export const extraction = route(extractionContract, async ({ claims, body, scope }) => {
  const f = body.filters;
  // the columns the preferences hide in the screens are not extracted either (domain extractableColumns)
  const prefs = preferencesOf((await db.doc(orgPath(claims.org)).get()).get('preferences'));
  const allowed = extractableColumns(shownMemberFields(prefs, claims.role));
  const hidden = body.columns.flatMap((c, i) =>
    allowed.includes(c) ? [] : [{ path: `body.columns.${i}`, message: 'validation.notAllowed' }],
  );
  if (hidden.length) throw new ApiError('INVALID_REQUEST', hidden);
  if (f.group) scope.assertRecord(f);
  const all = db.collection(orgCol(claims.org, 'members'));
  // One group named (in scope) filters on it; otherwise the caller's scope does (nothing in scope: no query).
  let q = f.group ? all.where('group', '==', f.group) : scope.query(all);
  if (q && f.section) q = q.where('section', '==', f.section);
  if (q && f.category) q = q.where('category', '==', f.category);
  if (q && f.accountStatus) q = q.where('accountStatus', '==', f.accountStatus);
  if (q && f.cardStatus) q = q.where('cardStatus', '==', f.cardStatus);
  // the same prefix search as the subscribers list (domain lists/searchTokens.ts)
  const token = f.search ? searchToken(f.search) : null;
  if (q && token) q = q.where('searchTokens', 'array-contains', token);
  const [docs, names, custom] = await Promise.all([
    q
      ? q
          .limit(EXTRACTION_MAX_ROWS + 1)
          .get()
          .then((s) => s.docs)
      : [],
    listValueNames(claims.org),
    customColumns(claims.org, body.customFields),
  ]);
  if (docs.length > EXTRACTION_MAX_ROWS) throw new ApiError('INVALID_REQUEST', [{ path: 'body.filters', message: 'upload.tooManyRows' }]);
  // hidden custom values come with the back-office documents, as staff see members
  const data = custom.hidden ? await withAdminOnly(claims.org, docs) : docs.map((d) => d.data());
  const members = data.sort((a, b) => `${a.surname} ${a.name}`.localeCompare(`${b.surname} ${b.name}`, 'it'));
  const columns: Column[] = [
    ...body.columns.map((c) => ({
      header: EXTRACTION_COLUMNS[c].header,
      kind: EXTRACTION_COLUMNS[c].kind === 'date' ? ('date' as const) : ('text' as const),
      cell: (m: DocumentData) => cellOf(m, c, names),
    })),
    ...custom.columns,
  ];
  const rows = members.map((m) => columns.map((c) => c.cell(m)));
  const stamp = new Date().toISOString().slice(0, 10);
  const fileName = `estrazione-${stamp}.${body.format}`;
  const file = await tableFile(body.format, columns, rows);
  return { result: file.bytes.toString('base64'), fileName, mimeType: file.mimeType, count: members.length };
});
