import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';

/**
 * Which member a payment file's row names, by tax code or card number: read once per job (two fields of every member,
 * one query) instead of a query per row. Where two members share a value (older data) the smallest id wins, as the
 * API's lookups do.
 */
export class PayerIndex {
  private constructor(
    private readonly bySsn: Map<string, string>,
    private readonly byCard: Map<string, string>,
  ) {}

  static async load(orgId: string): Promise<PayerIndex> {
    const snap = await db.collection(orgCol(orgId, 'members')).select('ssn', 'cardNumber').get();
    const bySsn = new Map<string, string>();
    const byCard = new Map<string, string>();
    const keep = (map: Map<string, string>, key: unknown, id: string) => {
      if (typeof key !== 'string' || !key) return;
      const held = map.get(key);
      if (held === undefined || id < held) map.set(key, id);
    };
    for (const d of snap.docs) {
      keep(bySsn, d.get('ssn'), d.id);
      keep(byCard, d.get('cardNumber'), d.id);
    }
    return new PayerIndex(bySsn, byCard);
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
