import { PAYMENT_UPLOAD_KEY_COLUMNS, type PaymentKeyColumn, type PaymentUploadRowData } from '@tessera/domain/uploads/paymentUpload';
import { holdersOf } from '../../members/holders';
import { emailHolders } from '../../members/uniqueClaims';

/** Who a row says paid: its keys, each a column of the file. */
type PayerKeys = Pick<PaymentUploadRowData, 'ssn' | 'cardNumber' | 'email'>;
const KEY_OF: Record<PaymentKeyColumn, keyof PayerKeys> = { taxcode: 'ssn', cardnumber: 'cardNumber', email: 'email' };

/** Why a row's payer is not found, and the column that says so. */
export type PayerProblem = { problem: 'NOT_FOUND' | 'KEYS_CONFLICT'; column: PaymentKeyColumn };

/**
 * Which member a payment file's row names, by tax code, card number or email. Tax codes and card numbers are read
 * once per job (holdersOf: two fields of every member, one query) instead of a query per row; emails by the
 * organization's email claims (uniqueClaims.ts emailHolders), the one rule for who holds an email, for the emails of
 * each chunk as it comes (`withEmails`) and kept for the later ones.
 */
export class PayerIndex {
  private readonly byEmail = new Map<string, string | null>();

  private constructor(
    private readonly orgId: string,
    private readonly bySsn: Map<string, string>,
    private readonly byCard: Map<string, string>,
  ) {}

  static async load(orgId: string): Promise<PayerIndex> {
    const { ssn, cardNumber } = await holdersOf(orgId, ['ssn', 'cardNumber'] as const);
    return new PayerIndex(orgId, ssn, cardNumber);
  }

  /** Reads who holds the emails of these rows (those not read already), before `payer` is asked about them. */
  async withEmails(rows: readonly PayerKeys[]): Promise<void> {
    const unread = [...new Set(rows.flatMap((r) => (r.email && !this.byEmail.has(r.email) ? [r.email] : [])))];
    const held = await emailHolders(this.orgId, unread);
    for (const email of unread) this.byEmail.set(email, held.get(email) ?? null);
  }

  private holder(column: PaymentKeyColumn, value: string): string | undefined {
    if (column === 'taxcode') return this.bySsn.get(value);
    if (column === 'cardnumber') return this.byCard.get(value);
    return this.byEmail.get(value) ?? undefined;
  }

  /**
   * The member a row names. Its keys are read in order — tax code, card number, email — and every key it has must
   * name the member the first one found names (KEYS_CONFLICT on the first that does not, never a payment on a guess);
   * no key names a member → NOT_FOUND on the first key the row has.
   */
  payer(keys: PayerKeys): { memberId: string } | PayerProblem {
    const given = PAYMENT_UPLOAD_KEY_COLUMNS.flatMap((column) => {
      const value = keys[KEY_OF[column]];
      return value ? [{ column, memberId: this.holder(column, value) }] : [];
    });
    const memberId = given.find((k) => k.memberId)?.memberId;
    if (!memberId) return { problem: 'NOT_FOUND', column: given[0]?.column ?? 'taxcode' };
    const other = given.find((k) => k.memberId !== memberId);
    return other ? { problem: 'KEYS_CONFLICT', column: other.column } : { memberId };
  }
}
