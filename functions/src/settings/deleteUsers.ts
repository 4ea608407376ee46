import { deleteUsersContract } from '@tessera/domain/contracts/settings';
import { cardPath, col, memberPath, memberSidePaths } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { route } from '../http/route';

// Firestore's `in` takes at most 30 values
const IN_LIMIT = 30;

/**
 * POST /v1/settings/delete-users {cards, dryRun} — one transaction reads every card, its member and the members'
 * profiles, then (unless dryRun) deletes the members that may go, with their back-office document and card, and
 * records one audit entry listing them. Either all of them go or none: a failure leaves every member in place.
 */
export const deleteUsers = route(deleteUsersContract, async ({ claims, principal, body }) => {
  const cards = [...new Set(body.cards)];
  return db.runTransaction(async (tx) => {
    const cardDocs = await tx.getAll(...cards.map((c) => db.doc(cardPath(claims.org, c))));
    const memberIds = cardDocs.map((c) =>
      typeof c.get('memberId') === 'string' && c.get('memberId') ? (c.get('memberId') as string) : null,
    );
    const present = memberIds.filter((id): id is string => id !== null);
    const memberDocs = present.length ? await tx.getAll(...present.map((id) => db.doc(memberPath(claims.org, id)))) : [];
    const members = new Map(memberDocs.filter((m) => m.exists).map((m) => [m.id, m]));
    const signsIn = new Set<string>();
    const ids = [...members.keys()];
    for (let i = 0; i < ids.length; i += IN_LIMIT) {
      const profiles = await tx.get(
        db
          .collection(col.profiles)
          .where('orgId', '==', claims.org)
          .where('memberId', 'in', ids.slice(i, i + IN_LIMIT)),
      );
      for (const p of profiles.docs) signsIn.add(p.get('memberId') as string);
    }

    const answer = {
      dryRun: body.dryRun,
      deleted: [] as { card: string; memberId: string; name: string }[],
      notFound: [] as string[],
      refused: [] as { card: string; memberId: string; name: string; reason: 'SIGNS_IN' }[],
    };
    cards.forEach((card, i) => {
      const member = memberIds[i] ? members.get(memberIds[i]!) : undefined;
      // a card whose member is gone, or that names a member holding another card now, names nobody here
      if (!member || member.get('cardNumber') !== card) return void answer.notFound.push(card);
      const entry = { card, memberId: member.id, name: `${member.get('surname') ?? ''} ${member.get('name') ?? ''}`.trim() };
      if (signsIn.has(member.id)) answer.refused.push({ ...entry, reason: 'SIGNS_IN' });
      else answer.deleted.push(entry);
    });
    if (body.dryRun || answer.deleted.length === 0) return answer;
    for (const d of answer.deleted) {
      tx.delete(db.doc(memberPath(claims.org, d.memberId)));
      // its back-office document, card download log and wallet pass mark (subcollection documents outlive their parent)
      for (const side of memberSidePaths(claims.org, d.memberId)) tx.delete(db.doc(side));
      tx.delete(db.doc(cardPath(claims.org, d.card)));
    }
    recordChange(tx, claims.org, {
      type: 'membersDeleted',
      by: auditActor(principal, claims),
      target: 'members',
      before: { members: answer.deleted },
      after: { notFound: answer.notFound, refused: answer.refused },
    });
    return answer;
  });
});
