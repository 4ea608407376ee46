import { participantsPdfContract } from '@tessera/domain/contracts/sales';
import { route } from '../http/route';
import { participantsFileName, participantsOf } from './participants';

/** POST /v1/sales/participants-pdf {id} — the printed participants list. */
export const printParticipants = route(participantsPdfContract, async ({ claims, body, scope }) => {
  const { sale, rows } = await participantsOf(claims.org, body.id, scope);
  // pdf-lib and its fonts load on first print, not with every instance (cards/renderer.ts)
  const { renderParticipantsPdf } = await import('./participantsPdf');
  const pdf = await renderParticipantsPdf(sale, rows);
  return { pdf: Buffer.from(pdf).toString('base64'), fileName: participantsFileName(sale.name, sale.saleDate, 'pdf'), count: rows.length };
});
