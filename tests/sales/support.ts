import { expect } from 'vitest';
import { api } from '../support/api';

const year = new Date().getUTCFullYear();

/**
 * The dates of an activity on sale since the start of last year and held next year on `held`, its sales closing on
 * `closing` (both MM-DD): open for buying whenever the tests run.
 */
export const activityNextYear = (held: string, closing: string) => ({
  type: 'ACTIVITY',
  saleDate: `${year + 1}-${held}`,
  openingDate: `${year - 1}-01-01`,
  expirationDate: `${year + 1}-${closing}`,
});

/** Creates a sale item as the holder of `token` and returns its id; the setup stops here if the API refuses it. */
export async function createSale(token: string, body: unknown): Promise<string> {
  const res = await api<{ id?: string }>('POST', '/v1/sales/one', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id!;
}
