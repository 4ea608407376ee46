import { holdersOf } from '../../members/holders';

/**
 * Which member a payment file's row names, by tax code or card number: read once per job (holdersOf: two fields of
 * every member, one query) instead of a query per row.
 */
export class PayerIndex {
  private constructor(
    private readonly bySsn: Map<string, string>,
    private readonly byCard: Map<string, string>,
  ) {}

  static async load(orgId: string): Promise<PayerIndex> {
    const { ssn, cardNumber } = await holdersOf(orgId, ['ssn', 'cardNumber'] as const);
    return new PayerIndex(ssn, cardNumber);
  }

  /**
   * The member a row names: both keys, when the row has both, must name the same member (KEYS_CONFLICT otherwise,
   * never a payment on a guess); no member holds them → NOT_FOUND.
   */
  payer(keys: { ssn?: string; cardNumber?: string }): { memberId: string } | { problem: 'NOT_FOUND' | 'KEYS_CONFLICT' } {
    const bySsn = keys.ssn ? this.bySsn.get(keys.ssn) : undefined;
    const byCard = keys.cardNumber ? this.byCard.get(keys.cardNumber) : undefined;
    if (keys.ssn && keys.cardNumber && bySsn !== byCard) return { problem: bySsn || byCard ? 'KEYS_CONFLICT' : 'NOT_FOUND' };
    const memberId = bySsn ?? byCard;
    return memberId ? { memberId } : { problem: 'NOT_FOUND' };
  }
}
