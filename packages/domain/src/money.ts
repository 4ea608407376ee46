/** Money is stored and computed in integer euro cents; euro appear only at the edges (spec answers, display). */
export const centsToEuro = (cents: number): number => cents / 100;
export const euroToCents = (euro: number): number => Math.round(euro * 100);

const formatter = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
export const formatEuro = (cents: number): string => formatter.format(cents / 100);
