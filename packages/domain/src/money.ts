import { formatCents } from './locale/money';

/** Money is stored and computed in integer euro cents; euro appear only at the edges (the signup offers' answer, display). */
export const centsToEuro = (cents: number): number => cents / 100;
export const euroToCents = (euro: number): number => Math.round(euro * 100);

/** Italian display of an amount in cents: '€ 1.234,56' (see locale/money.ts for English and parsing). */
export const formatEuro = (cents: number): string => formatCents(Math.round(cents), 'it');
