import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE_USERS_MAX } from '@tessera/domain/contracts/settings';
import {
  accountPath,
  cardPath,
  col,
  counterPath,
  memberCardDownloadsPath,
  memberPath,
  memberPrivatePath,
  memberSidePaths,
  memberWalletPassPath,
  memberWalletPaths,
  orgCol,
  ORG_MEMBER_COUNTER,
} from '@tessera/domain/paths';
import { api } from '../support/api';
import { adminAuth, db } from '../support/admin';
import { signIn } from '../support/emulators';
import { eventually, settles } from '../support/settle';
import { buildWorld, ORG_A, ORG_B, PASSWORD, type World } from '../support/world';

// Deleting members by card number: a preview, then all or nothing, with one report.
let world: World;
beforeAll(async () => {
  world = await buildWorld();
  await db.doc(memberPrivatePath(ORG_A, 'm3')).set({ notes: 'da eliminare' });
  // m3 printed his card and saved it in Google Wallet
  await db.doc(memberCardDownloadsPath(ORG_A, 'm3')).set({ pdf: { count: 1 }, google: { count: 1 } });
  await db.doc(memberWalletPassPath(ORG_A, 'm3')).set({ updatedAt: new Date() });
});

const del = (who: keyof World['tokens'], cards: unknown, dryRun?: boolean) =>
  api<Record<string, unknown>>('POST', '/v1/settings/delete-users', {
    token: world.tokens[who],
    body: { cards, ...(dryRun === undefined ? {} : { dryRun }) },
  });
const exists = async (path: string) => (await db.doc(path).get()).exists;

describe('delete users by card number', () => {
  it('a preview says who would go and which cards name nobody, and deletes nothing', async () => {
    // m1 and m2 sign in (member profiles): they may go too, with their sign-in; 9999 is no card; 1003 twice counts once
    const res = await del('orgAdmin', ['1001', '1002', '1003', '9999', '1003'], true);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      dryRun: true,
      deleted: [
        { card: '1001', memberId: 'm1', name: 'Rossi Mario' },
        { card: '1002', memberId: 'm2', name: 'Bianchi Anna' },
        { card: '1003', memberId: 'm3', name: 'Verdi Luca' },
      ],
      notFound: ['9999'],
    });
    expect(await exists(memberPath(ORG_A, 'm3'))).toBe(true);
    expect(await exists(memberPath(ORG_A, 'm1'))).toBe(true);
  });

  it.each(['groupAdmin', 'management', 'staff', 'member'] as const)(
    '%s is refused (before any member goes: the member signs in as m1)',
    async (who) => {
      expect((await del(who, ['1002'], true)).body.err).toBe('NO_USER_ALLOWED');
    },
  );

  it('the other organization reaches only its own cards: 1003 names nobody there', async () => {
    const res = await del('otherOrgAdmin', ['1003'], true);
    expect(res.body).toMatchObject({ deleted: [], notFound: ['1003'] });
  });

  it('deletes the member, its back-office document and its card together, records it, and the counters follow', async () => {
    const total = async () => ((await db.doc(counterPath(ORG_A, ORG_MEMBER_COUNTER)).get()).get('total') as number | undefined) ?? 0;
    const members = (await db.collection(orgCol(ORG_A, 'members')).count().get()).data().count;
    expect(await settles(async () => (await total()) === members)).toBe(true);

    const res = await del('orgAdmin', ['1003', '1001']);
    expect(res.body).toMatchObject({
      dryRun: false,
      deleted: [
        { card: '1003', memberId: 'm3' },
        { card: '1001', memberId: 'm1' },
      ],
    });
    // nobody is refused any more (members who sign in go with their sign-in): the answer has no such list
    expect(res.body).not.toHaveProperty('refused');
    const gone = [memberPath(ORG_A, 'm3'), ...memberSidePaths(ORG_A, 'm3'), cardPath(ORG_A, '1003'), memberPath(ORG_A, 'm1')];
    expect(await Promise.all(gone.map(exists))).toEqual(gone.map(() => false));
    const audit = (await db.collection(orgCol(ORG_A, 'audit')).where('type', '==', 'membersDeleted').get()).docs.map((d) => d.data());
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      by: { uid: 'uid-orgAdmin' },
      before: { members: [{ card: '1003', memberId: 'm3' }, { memberId: 'm1' }] },
    });
    expect(await settles(async () => (await total()) === members - 2)).toBe(true);
    expect(await exists(memberPath(ORG_B, 'mb1'))).toBe(true);
    // the cards' reaction to the deletion reads m3's wallet log (left for it), withdraws his Google pass, then deletes
    // the log and the pass's change time
    const withdrawn = await eventually(
      async () =>
        (await db.collection(col.devWalletCalls).where('op', '==', 'patchObject').get()).docs
          .map((d) => d.data())
          .filter((c) => String(c.id).endsWith(`${ORG_A}-m3`)),
      (calls) => calls.length > 0,
    );
    expect(withdrawn.map((c) => c.body)).toEqual([expect.objectContaining({ state: 'INACTIVE', barcode: null })]);
    const walletDocs = memberWalletPaths(ORG_A, 'm3');
    expect(
      await eventually(
        () => Promise.all(walletDocs.map(exists)),
        (e) => e.every((x) => !x),
      ),
    ).toEqual(walletDocs.map(() => false));
  });

  it('a deleted member who signed in cannot sign in any more: no profile points at nothing', async () => {
    // m1's sign-in had only m1's profile: the profile, the account and the Firebase Auth user are gone
    const profiles = await db.collection('profiles').where('orgId', '==', ORG_A).where('memberId', '==', 'm1').get();
    expect(profiles.size).toBe(0);
    expect(await exists(accountPath(world.uid('member')))).toBe(false);
    expect(await adminAuth.getUser(world.uid('member')).catch((e: { code: string }) => e.code)).toBe('auth/user-not-found');
    await expect(signIn('member-a@test.it', PASSWORD)).rejects.toThrow();
    const me = await api('GET', '/v1/profile/my', { token: world.tokens.member });
    expect(me.status).toBeGreaterThanOrEqual(401);
    expect(me.status).toBeLessThan(500);
  });

  it.each([
    ['no card', [], 'body.cards'],
    ['something that is no card number', ['12a'], 'body.cards.0'],
    [`more than ${DELETE_USERS_MAX} cards`, Array.from({ length: DELETE_USERS_MAX + 1 }, (_, i) => String(5000 + i)), 'body.cards'],
  ])('refuses %s', async (_label, cards, path) => {
    const res = await del('orgAdmin', cards);
    expect(res.status).toBe(400);
    expect(res.body.issues?.map((i) => i.path)).toContain(path);
  });
});
