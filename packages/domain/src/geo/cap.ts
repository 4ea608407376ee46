import { POSTAL_CODE_LENGTH } from '@tessera/domain/constants';

/**
 * The postal code to show for a set of CAPs: the CAP itself when there is one, otherwise
 * their longest common prefix padded with 'x' to five characters (Roma "001xx", Torino "101xx").
 */
export function displayCap(caps: readonly string[]): string {
  const [first, ...rest] = caps;
  if (first === undefined) return '';
  let prefix = first;
  for (const cap of rest) {
    let i = 0;
    while (i < prefix.length && i < cap.length && prefix[i] === cap[i]) i++;
    prefix = prefix.slice(0, i);
  }
  if (prefix.length === first.length && rest.every((cap) => cap === first)) return first;
  return prefix.padEnd(POSTAL_CODE_LENGTH, 'x');
}

/** An Italian postal code (CAP): exactly five digits (00118 Roma, 39100 Bolzano); leading zeros are part of it. */
export function isItalianCap(value: string): boolean {
  return new RegExp(`^\\d{${POSTAL_CODE_LENGTH}}$`).test(value);
}

/** A CAP placeholder shown for a city with several CAPs ("001xx"): digits then x's, five in all. */
export function isCapPlaceholder(value: string): boolean {
  return value.length === POSTAL_CODE_LENGTH && /^\d+x+$/i.test(value);
}

/** The digits a placeholder fixes ("201xx" → "201"), or the value itself when it is not one. */
export function capPrefix(value: string): string {
  return isCapPlaceholder(value) ? value.replace(/x+$/i, '') : value;
}
