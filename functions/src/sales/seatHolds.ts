import { ApiError } from '../http/apiError';

/**
 * What the members' marketplace does with a sale item's seats: it holds some for a checkout, gives back those whose
 * checkout lapsed, and offers freed ones to its waiting list. The marketplace builds on sales, so sales cannot import
 * it: the marketplace registers its part here (marketplace/triggers.ts), and until it does sales runs without it.
 */
let releaseLapsedHolds: (orgId: string) => Promise<number> = async () => 0;
let offerFreedSeats: (orgId: string, saleId: string) => Promise<unknown> = async () => undefined;

/** The marketplace's part: `release` gives back an organization's holds past their expiry and answers how many. */
export function registerSeatHolds(part: {
  release: (orgId: string) => Promise<number>;
  offer: (orgId: string, saleId: string) => Promise<unknown>;
}): void {
  releaseLapsedHolds = part.release;
  offerFreedSeats = part.offer;
}

/**
 * Runs a purchase and, when it finds the seats gone (MAX_SALES_REACHED), gives back the organization's holds past
 * their expiry and runs it once more: the marketplace's sweep runs only every few minutes, so the buyer never meets a
 * seat held by a checkout that is already over.
 */
export async function afterLapsedHolds<T>(orgId: string, purchase: () => Promise<T>): Promise<T> {
  try {
    return await purchase();
  } catch (e) {
    if (!(e instanceof ApiError && e.code === 'MAX_SALES_REACHED')) throw e;
    if ((await releaseLapsedHolds(orgId)) === 0) throw e;
    return purchase();
  }
}

/** Seats of the item came free (a cancellation, more seats): they are offered to whoever waits for them. */
export const seatsFreed = (orgId: string, saleId: string) => offerFreedSeats(orgId, saleId);
