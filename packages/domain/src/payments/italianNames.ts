import type { PaymentMethod, PaymentStatus } from '../entities/payment';

/**
 * Payment methods and statuses as Italian documents name them: receipts (fiscal documents, always in Italian whatever the
 * language of whoever prints them) and the payments' export, whose headers are Italian like the members' extraction.
 */
export const METHOD_IT: Record<PaymentMethod, string> = {
  STRIPE: 'Carta di credito (online)',
  CARTA: 'Carta di credito',
  BONIFICO: 'Bonifico bancario',
  PAYROLL: 'Trattenuta in busta paga',
  CONTANTI: 'Contanti',
  POS: 'POS',
  CASH_BY_GROUP: 'Contanti tramite sede',
  HISTORIC_PAYMENT: 'Pagamento storico',
  POSTAL: 'Bollettino postale',
  POSTALCC: 'Conto corrente postale',
  FREE_FIRST_YEAR: 'Primo anno gratuito',
  PAID_BY_GROUP: 'Pagato dalla sede',
  FEE_WITHELD: 'Quota trattenuta',
  FEE_WITHELD_PENSION: 'Quota trattenuta sulla pensione',
  LIFE_ANNUITY: 'Vitalizio',
};

/** A stored value's Italian name in `names` (an unknown value as stored). */
const italian =
  <K extends string>(names: Record<K, string>) =>
  (value: unknown): string =>
    typeof value === 'string' && value in names ? names[value as K] : String(value ?? '');

/** A stored method's Italian name. */
export const methodIt = italian<PaymentMethod>(METHOD_IT);

/** The statuses as the payments' export names them. */
export const PAYMENT_STATUS_IT: Record<PaymentStatus, string> = {
  ONHOLD: 'In attesa',
  PROCESSED: 'Incassato',
  INVOICED: 'Fatturato',
  REFUNDED: 'Rimborsato',
};

/** A stored status's Italian name. */
export const statusIt = italian<PaymentStatus>(PAYMENT_STATUS_IT);
