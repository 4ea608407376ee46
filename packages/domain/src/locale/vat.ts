/**
 * VAT on integer euro cents.
 *
 * Rounding: to the nearest cent, halves away from zero ("half-up" on the amount's size), so a refund of −x
 * carries exactly the opposite VAT of x. Only the VAT is rounded; the other part is the difference, which keeps
 * `net + vat === gross` exact. Arithmetic is exact (BigInt), percentages may have up to 4 decimals (e.g. 4.5).
 *
 *   vatFromGross(g, p) = round(g · p / (100 + p))      netFromGross(g, p) = g − vatFromGross(g, p)
 *   vatFromNet(n, p)   = round(n · p / 100)            grossFromNet(n, p) = n + vatFromNet(n, p)
 *
 * With these definitions netFromGross(grossFromNet(n, p), p) === n for every n and p.
 */
const SCALE = 10_000n;

function check(cents: number, pct: number): bigint {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`amount in cents must be a safe integer, got ${cents}`);
  if (!Number.isFinite(pct) || pct < 0 || pct > 100) throw new RangeError(`VAT percentage must be between 0 and 100, got ${pct}`);
  return BigInt(Math.round(pct * Number(SCALE)));
}

/** num / den rounded to the nearest integer, halves away from zero (den > 0). */
function divRound(num: bigint, den: bigint): number {
  const negative = num < 0n;
  const abs = negative ? -num : num;
  const q = (2n * abs + den) / (2n * den);
  return Number(negative ? -q : q);
}

/** The VAT contained in a gross (VAT-inclusive) amount. */
export function vatFromGross(grossCents: number, pct: number): number {
  const p = check(grossCents, pct);
  return divRound(BigInt(grossCents) * p, 100n * SCALE + p);
}

/** The net (taxable) part of a gross amount. */
export function netFromGross(grossCents: number, pct: number): number {
  return grossCents - vatFromGross(grossCents, pct);
}

/** The VAT due on a net amount. */
export function vatFromNet(netCents: number, pct: number): number {
  const p = check(netCents, pct);
  return divRound(BigInt(netCents) * p, 100n * SCALE);
}

/** The gross (VAT-inclusive) amount of a net amount. */
export function grossFromNet(netCents: number, pct: number): number {
  return netCents + vatFromNet(netCents, pct);
}
