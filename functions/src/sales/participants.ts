import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { participantsExtractionContract } from '@tessera/domain/contracts/sales';
import { PARTICIPANT_COLUMNS, type ParticipantColumn } from '@tessera/domain/exports/participants';
import { methodIt } from '@tessera/domain/payments/italianNames';
import { normalizeSearch } from '@tessera/domain/lists/searchTokens';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import type { RecordAccess } from '../http/scope';
import { tableFile, type Cell } from '../exports/tableFile';
import { exportFileName } from '../exports/fileName';
import { saleOf, sales } from './saleStore';

/**
 * The item and its standing registrations (not cancelled) in the caller's scope, by name: what the file and the printed
 * list show.
 */
export async function participantsOf(orgId: string, id: string, scope: RecordAccess) {
  const ref = sales(orgId).doc(id);
  const [snap, regs] = await Promise.all([ref.get(), ref.collection('registrations').where('cancelled', '==', false).get()]);
  if (!snap.exists) throw new ApiError('NOT_FOUND');
  const rows = regs.docs
    .filter(scope.includes)
    .map((d) => d.data())
    .sort((a, b) => normalizeSearch(String(a.holder ?? '')).localeCompare(normalizeSearch(String(b.holder ?? ''))));
  return { sale: saleOf(snap), rows };
}

/** How a registration stands, in Italian: paid, charged to payroll, or seats held while the member pays. */
export const participantState = (r: DocumentData) =>
  r.held === true ? 'In pagamento' : r.mode === 'PAYROLL' ? 'In busta paga' : 'Confermata';

function cellOf(r: DocumentData, c: ParticipantColumn): Cell {
  switch (c) {
    case 'quantity':
      return typeof r.quantity === 'number' ? r.quantity : 1;
    case 'amount':
      return typeof r.amount === 'number' ? r.amount / 100 : null;
    case 'mode':
      return methodIt(r.mode);
    case 'state':
      return participantState(r);
    case 'createdAt':
      return r.createdAt instanceof Timestamp ? new Date(`${r.createdAt.toDate().toISOString().slice(0, 10)}T00:00:00Z`) : null;
    default:
      return typeof r[c] === 'string' ? (r[c] as string) : null;
  }
}

/** A file name from the item's name and day: letters and digits only. */
export const participantsFileName = (name: string, day: string, ext: string) => exportFileName('partecipanti', name, day, ext, 'attivita');

/** POST /v1/sales/participants {id, format} — the participants as XLSX, CSV or TXT (tableFile: formulas neutralized). */
export const extractParticipants = route(participantsExtractionContract, async ({ claims, body, scope }) => {
  const { sale, rows } = await participantsOf(claims.org, body.id, scope);
  const file = await tableFile(
    body.format,
    PARTICIPANT_COLUMNS,
    rows.map((r) => PARTICIPANT_COLUMNS.map((c) => cellOf(r, c.key))),
  );
  const fileName = participantsFileName(sale.name, sale.saleDate, body.format);
  return { result: file.bytes.toString('base64'), fileName, mimeType: file.mimeType, count: rows.length };
});
