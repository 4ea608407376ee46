import type { PaymentMethod } from '../entities/payment';

/**
 * The payment methods as Italian documents name them: receipts (fiscal documents, always in Italian whatever the
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

/** A stored method's Italian name (an unknown one as stored). */
export const methodIt = (mode: unknown): string =>
  typeof mode === 'string' && mode in METHOD_IT ? METHOD_IT[mode as PaymentMethod] : String(mode ?? '');
