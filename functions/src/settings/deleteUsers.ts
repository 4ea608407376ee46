import { deleteUsersContract } from '@tessera/domain/contracts/settings';
import { cardPath, memberPath, memberSidePaths } from '@tessera/domain/paths';
import { removeMemberSignIns } from '../accounts/memberSignIns';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { route } from '../http/route';

/**
 * POST /v1/settings/delete-users {cards, dryRun} — one transaction reads every card and its member, then (unless
 * dryRun) deletes the members, with their back-office document and card, and records one audit entry listing them.
 * Either all of them go or none: a failure leaves every member in place. Once they are gone, so are their sign-ins
 * (accounts/memberSignIns.ts): a member who signed in no longer leaves a profile pointing at nothing.
 */
export const deleteUsers = route(deleteUsersContract, async ({ claims, principal, body }) => {
  const cards = [...new Set(body.cards)];
  const answer = await db.runTransaction(async (tx) => {
    const cardDocs = await tx.getAll(...cards.map((c) => db.doc(cardPath(claims.org, c))));
    const memberIds = cardDocs.map((c) =>
      typeof c.get('memberId') === 'string' && c.get('memberId') ? (c.get('memberId') as string) : null,
    );
    const present = memberIds.filter((id): id is string => id !== null);
    const memberDocs = present.length ? await tx.getAll(...present.map((id) => db.doc(memberPath(claims.org, id)))) : [];
    const members = new Map(memberDocs.filter((m) => m.exists).map((m) => [m.id, m]));

    const answer = {
      dryRun: body.dryRun,
      deleted: [] as { card: string; memberId: string; name: string }[],
      notFound: [] as string[],
    };
    cards.forEach((card, i) => {
      const member = memberIds[i] ? members.get(memberIds[i]!) : undefined;
      // a card whose member is gone, or that names a member holding another card now, names nobody here
      if (!member || member.get('cardNumber') !== card) return void answer.notFound.push(card);
      answer.deleted.push({ card, memberId: member.id, name: `${member.get('surname') ?? ''} ${member.get('name') ?? ''}`.trim() });
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
      after: { notFound: answer.notFound },
    });
    return answer;
  });
  if (!answer.dryRun && answer.deleted.length)
    await removeMemberSignIns(
      claims.org,
      answer.deleted.map((d) => d.memberId),
    );
  return answer;
});
