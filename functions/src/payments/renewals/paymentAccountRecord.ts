import { FieldValue, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { EMPTY_PAYMENT_ACCOUNT, type PaymentAccountDoc, type PaymentAccountView } from '@tessera/domain/entities/paymentAccount';
import { holderName } from '@tessera/domain/lists/listFields';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../../shared/admin';
import { recordChange } from '../../shared/audit';
import type { CheckoutSession, CustomerDetails, PaymentProvider } from '../providers/provider';

/** organizations/{org}/paymentAccounts/{memberId}: one per member who has ever saved something (server only). */
export const paymentAccountRef = (orgId: string, memberId: string) => db.doc(`${orgCol(orgId, 'paymentAccounts')}/${memberId}`);

export type StoredAccount = Partial<PaymentAccountDoc>;

/** What the member sees of the stored account (an absent one: the empty account). */
export function accountView(stored: StoredAccount | undefined): PaymentAccountView {
  const empty = EMPTY_PAYMENT_ACCOUNT;
  return {
    autoRenew: stored?.autoRenew ?? empty.autoRenew,
    card: stored?.card ?? empty.card,
    billingName: stored?.billingName ?? empty.billingName,
    billingEmail: stored?.billingEmail ?? empty.billingEmail,
  };
}

/** Who the provider bills: the billing name and address the member chose, else their own. */
export function customerDetails(member: DocumentData, account: StoredAccount | undefined): CustomerDetails {
  const email = typeof member.email === 'string' && member.email ? member.email : null;
  return { name: account?.billingName || holderName(member), email: account?.billingEmail ?? email };
}

/** The metadata every setup checkout carries: the webhook needs nothing else to find the account. */
export const setupMetadata = (orgId: string, memberId: string) => ({ kind: 'paymentMethod', org: orgId, member: memberId });

export type SetupOutcome = 'saved' | 'already' | 'superseded' | 'unknown' | 'incomplete';

/**
 * Applies a completed card-saving checkout to the member's account, exactly once whichever comes first (the
 * provider's event, or the member's return to my-payments): the card the provider saved replaces the one before
 * (which is detached); a session older than the card already saved changes nothing (two quick saves: the later wins).
 */
export async function applySetup(provider: PaymentProvider, session: CheckoutSession): Promise<SetupOutcome> {
  const { org, member } = session.metadata;
  if (!org || !member) return 'unknown';
  const saved = await provider.savedMethodOf(session.id);
  if (!saved) return 'incomplete';
  const ref = paymentAccountRef(org, member);
  const replaced = await db.runTransaction(async (tx: Transaction) => {
    const stored = (await tx.get(ref)).data() as StoredAccount | undefined;
    if (stored?.paymentMethodId === saved.paymentMethodId) return 'already' as const;
    if ((stored?.cardSavedAt ?? 0) > session.created) return 'superseded' as const;
    tx.set(
      ref,
      {
        memberId: member,
        card: saved.card,
        paymentMethodId: saved.paymentMethodId,
        cardSavedAt: session.created,
        pendingSetup: stored?.pendingSetup === session.id ? null : (stored?.pendingSetup ?? null),
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    recordChange(tx, org, {
      type: 'paymentMethodChanged',
      by: null,
      target: member,
      before: { card: stored?.card ?? null },
      after: { card: saved.card },
    });
    return stored?.paymentMethodId ?? null;
  });
  if (replaced === 'already' || replaced === 'superseded') return replaced;
  // after the account points at the new card: a failure here leaves an unused card with the provider, never a lost one
  if (replaced) await provider.detachMethod(replaced);
  return 'saved';
}
