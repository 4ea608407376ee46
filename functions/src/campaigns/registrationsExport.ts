import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { registrationsExportContract } from '@tessera/domain/contracts/campaigns';
import { answerColumns, REGISTRATION_COLUMNS } from '@tessera/domain/campaigns/registrationsExport';
import { consentTimeText } from '@tessera/domain/campaigns/consent';
import type { StoredCampaign } from '@tessera/domain/campaigns/campaign';
import { normalizeSearch } from '@tessera/domain/lists/searchTokens';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { tableFile, type Cell } from '../exports/tableFile';
import { campaigns, registrations } from './campaignStore';
import { exportFileName } from '../exports/fileName';

const day = (v: unknown) => (v instanceof Timestamp ? new Date(`${v.toDate().toISOString().slice(0, 10)}T00:00:00Z`) : null);

function fixedCell(r: DocumentData, key: (typeof REGISTRATION_COLUMNS)[number]['key']): Cell {
  if (key === 'createdAt') return day(r.createdAt);
  if (key === 'points') return typeof r.points === 'number' ? r.points : 0;
  // registrations taken before consent was recorded have none: the cells stay empty
  if (key === 'consentAt') return r.consent?.at instanceof Timestamp ? consentTimeText(r.consent.at.toDate()) : null;
  if (key === 'consentVersion') return typeof r.consent?.policyVersion === 'number' ? r.consent.policyVersion : null;
  return typeof r[key] === 'string' ? (r[key] as string) : null;
}

function answerCell(v: unknown, kind: 'text' | 'number' | 'date'): Cell {
  if (v === undefined || v === null || v === '') return null;
  if (kind === 'number') return typeof v === 'number' ? v : null;
  if (kind === 'date') return typeof v === 'string' ? new Date(`${v}T00:00:00Z`) : null;
  return Array.isArray(v) ? v.join(', ') : String(v);
}

/** POST /v1/campaigns/registrations-export {id, format} — the registrations as XLSX, CSV or TXT (formulas neutralized). */
export const exportRegistrations = route(registrationsExportContract, async ({ claims, body }) => {
  const ref = campaigns(claims.org).doc(body.id);
  const [snap, regs] = await Promise.all([ref.get(), registrations(claims.org, body.id).get()]);
  if (!snap.exists) throw new ApiError('NOT_FOUND');
  const campaign = snap.data() as StoredCampaign;
  const answers = answerColumns(campaign.formFields ?? []);
  const rows = regs.docs
    .map((d) => d.data())
    .sort((a, b) =>
      normalizeSearch(`${a.surname ?? ''} ${a.name ?? ''}`).localeCompare(normalizeSearch(`${b.surname ?? ''} ${b.name ?? ''}`)),
    );
  const file = await tableFile(
    body.format,
    [...REGISTRATION_COLUMNS, ...answers],
    rows.map((r) => [
      ...REGISTRATION_COLUMNS.map((c) => fixedCell(r, c.key)),
      ...answers.map((a) => answerCell((r.answers as Record<string, unknown> | undefined)?.[a.id], a.kind)),
    ]),
  );
  const fileName = exportFileName('iscritti', campaign.name, campaign.startDate, body.format, 'campagna');
  return { result: file.bytes.toString('base64'), fileName, mimeType: file.mimeType, count: rows.length };
});
