import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions';
import { REGION } from '../config';
import { refreshSalePeriods } from './periods';
import { carryEnrolled } from './shardTotals';
import { freeIn } from '@tessera/domain/sales/seats';
import { shardFields } from './seats';
import { seatsFreed } from './seatHolds';

// Triggers of sale items, wired by index.ts (what they do on a member write: wiring.ts).

/** Every night after midnight in Italy: sale items move to the day's period (upcoming → open → closed → past). */
export const salePeriodsSchedule = onSchedule({ schedule: 'every day 00:10', region: REGION, timeZone: 'Europe/Rome' }, async () => {
  const moved = await refreshSalePeriods();
  if (moved) logger.info('sale periods moved', { count: moved });
});

/**
 * A seat shard written (a registration, a cancellation, an edit of the seats): the item's enrolled count follows; seats
 * given back (more room after the write than before) are offered to the item's waiting list (seatHolds.ts).
 */
export const onSeatShardWritten = onDocumentWritten(
  { document: 'organizations/{orgId}/sales/{saleId}/seatShards/{shardId}', region: REGION },
  async (event) => {
    const taken = (snap: { get(field: string): unknown } | undefined) => {
      const n = snap?.get('taken');
      return typeof n === 'number' ? n : 0;
    };
    await carryEnrolled(event.params.orgId, event.params.saleId, event.id, taken(event.data?.before), taken(event.data?.after));
    const room = (snap: { data(): FirebaseFirestore.DocumentData | undefined } | undefined) =>
      snap?.data() ? freeIn(shardFields(snap.data())) : 0;
    if (room(event.data?.after) > room(event.data?.before)) await seatsFreed(event.params.orgId, event.params.saleId);
  },
);
