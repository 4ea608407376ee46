import { col } from '@tessera/domain/paths';
import { db } from './admin';

/**
 * The marker that makes a trigger idempotent: one per event AND consumer, because one Firestore event is
 * delivered to every function listening on the document, with the same id.
 */
export function processedEventRef(
  eventId: string,
  consumer: 'memberCounters' | 'paymentCounters' | 'deceased' | 'upload' | 'stripe' | 'seats' | 'mailEvents',
) {
  return db.doc(`${col.processedEvents}/${eventId}_${consumer}`);
}
