// The admin app of the tests first: the functions modules then reuse it.
import { db } from '../support/admin';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVITATION_TTL_MS } from '@tessera/domain/members/invitation';
import { col, memberPath, orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { eventually } from '../support/settle';
import { memberInvitationToken } from '../support/mailbox';
import { buildWorld, ORG_A, ORG_B, updateMember, type PrincipalName, type World } from '../support/world';
import { clearRateLimits, emailedCode } from '../signup/support';
import { addRegisterMember } from '../activation/support';
import { writeMemberRow } from '../../functions/src/search/projection';
import { mailQuota } from '../../functions/src/mail/quota';

// Invitations: an admin mails members without a sign-in a single-use link into card activation; the link opens
// activation with the card identified, and stops working once used, replaced or expired.
let world: World;
const invite = (body: Record<string, unknown>, who: PrincipalName = 'orgAdmin') =>
  api<{ invited: number; skipped: Record<string, number>; expiresAt: string | null }>('POST', '/v1/members/invite', {
    token: world.tokens[who],
    body,
  });
const open = (token: string) =>
  api<{ id: string; card: { holder: string; cardNumber: string | null; email: string | null } }>('POST', '/auth/activate-invitation', {
    headers: { org: ORG_A },
    body: { token },
  });
const memberDoc = async (id: string) => (await db.doc(memberPath(ORG_A, id)).get()).data()!;
const used = async () => (await mailQuota(ORG_A)).used;
const invitedRecords = () =>
  db.collection(orgCol(ORG_A, 'audit')).where('type', '==', 'membersInvited').where('after.search', '==', 'Tessere 400…').get();

/** A register member with an email (or none), card `card`, no sign-in. */
async function registerMember(id: string, card: string, ssn: string, email: string | null) {
  await addRegisterMember(ORG_A, { id, cardNumber: card, ssn });
  if (email) await updateMember(ORG_A, id, { email });
}

beforeAll(async () => {
  world = await buildWorld();
  await registerMember('i1', '3001', 'BNCGNN70A01F205U', 'i1@invite.test');
  await registerMember('i2', '3002', 'BNCGNN70A02F205Z', 'i2@invite.test');
  await registerMember('i3', '3003', 'BNCGNN70A03F205B', null);
  await registerMember('i4', '3004', 'BNCGNN70A04F205D', 'i4@invite.test');
  await updateMember(ORG_A, 'i4', { deceased: true });
  await registerMember('s1', '4001', 'BNCGNN70A05F205H', 's1@invite.test');
  await registerMember('s2', '4002', 'BNCGNN70A06F205L', 's2@invite.test');
  // the projection the saved search reads, as the member trigger writes it
  await Promise.all(['s1', 's2'].map((id) => writeMemberRow(ORG_A, id)));
  const search = (org: string, id: string, value: string) =>
    db.doc(`${orgCol(org, 'searches')}/${id}`).set({
      name: 'Tessere 400…',
      query: { mode: 'members', where: { all: [{ field: 'cardNumber', op: 'startsWith', value }] } },
      shared: true,
      ownerUid: 'someone-else',
      ownerEmail: 'someone@test.it',
    });
  await Promise.all([search(ORG_A, 'search-400', '400'), search(ORG_B, 'search-b', '1')]);
});
beforeEach(clearRateLimits);

describe('POST /v1/members/invite: who and what', () => {
  it('the roles that mail members only; bad input → 400; another organization’s member → 400 notFound, nothing sent', async () => {
    for (const who of ['member', 'staff', 'groupAdmin'] as PrincipalName[])
      expect((await invite({ memberIds: ['i1'] }, who)).status).toBe(403);
    expect((await invite({})).body.err).toBe('INVALID_REQUEST');
    expect((await invite({ memberIds: ['i1'], searchId: 'search-400' })).body.err).toBe('INVALID_REQUEST');
    const other = await invite({ memberIds: ['mb1'] });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ err: 'INVALID_REQUEST', issues: [{ path: 'body.memberIds.0', message: 'validation.notFound' }] });
    expect((await invite({ searchId: 'search-b' })).body.err).toBe('NOT_FOUND');
    expect((await memberDoc('i1')).invitation).toBeUndefined();
  });

  it('a dry run counts whom it would reach and who is skipped, writing nothing', async () => {
    const before = await used();
    const res = await invite({ memberIds: ['i2', 'i3', 'i4', 'm1'], dryRun: true });
    expect(res.body).toEqual({ invited: 1, skipped: { signedIn: 1, noEmail: 1, deceased: 1 }, expiresAt: null });
    expect((await memberDoc('i2')).invitation).toBeUndefined();
    expect(await used()).toBe(before);
  });

  it('one member: a link alive 14 days, recorded on the member, mailed through the outbox; it opens activation with the card', async () => {
    const res = await invite({ memberIds: ['i1'] }, 'management');
    expect(res.status).toBe(200);
    expect(res.body.invited).toBe(1);
    const expires = Date.parse(res.body.expiresAt!);
    expect(Math.abs(expires - (Date.now() + INVITATION_TTL_MS))).toBeLessThan(120_000);
    const stored = await memberDoc('i1');
    expect(stored.invitation.expiresAt.toMillis()).toBe(expires);
    const token = await memberInvitationToken('i1@invite.test');
    // only the hash is stored
    expect(
      JSON.stringify((await db.collection(col.memberInvitations).where('memberId', '==', 'i1').get()).docs.map((d) => d.data())),
    ).not.toContain(token);
    const opened = await open(token);
    expect(opened.status).toBe(200);
    expect(opened.body.card).toEqual({ holder: 'Nuovo Socio i1', cardNumber: '3001', email: 'i1@invite.test' });
    // the link is not spent by opening it
    expect((await open(token)).status).toBe(200);
    // another organization's header does not find it
    const elsewhere = await api('POST', '/auth/activate-invitation', { headers: { org: ORG_B }, body: { token } });
    expect(elsewhere.body.err).toBe('INVITATION_INVALID');
  });

  it('a list: members with a sign-in, without email or deceased are skipped and counted', async () => {
    const res = await invite({ memberIds: ['i2', 'i3', 'i4', 'm1'] });
    expect(res.body).toMatchObject({ invited: 1, skipped: { signedIn: 1, noEmail: 1, deceased: 1 } });
    expect(await memberInvitationToken('i2@invite.test')).toBeTruthy();
    expect((await memberDoc('i3')).invitation).toBeUndefined();
    expect((await memberDoc('m1')).invitation).toBeUndefined();
  });

  it('sending again replaces the link: the old one answers INVITATION_INVALID, the new one works', async () => {
    const old = await memberInvitationToken('i1@invite.test');
    expect((await invite({ memberIds: ['i1'] })).body.invited).toBe(1);
    const fresh = await memberInvitationToken('i1@invite.test', 2);
    expect(fresh).not.toBe(old);
    expect((await open(old)).body.err).toBe('INVITATION_INVALID');
    expect((await open(fresh)).status).toBe(200);
    expect((await open('not-a-real-token')).body.err).toBe('INVITATION_INVALID');
  });

  it('an expired link → 410 INVITATION_EXPIRED', async () => {
    const token = await memberInvitationToken('i2@invite.test');
    const hash = (await memberDoc('i2')).invitation.id as string;
    await db.doc(`${col.memberInvitations}/${hash}`).update({ expiresAt: new Date(Date.now() - 1000) });
    const res = await open(token);
    expect(res.status).toBe(410);
    expect(res.body.err).toBe('INVITATION_EXPIRED');
  });

  it('single use: activating the card spends the link (INVITATION_USED), and the member is then skipped as signed in', async () => {
    const token = await memberInvitationToken('i1@invite.test', 2);
    const ticket = (await open(token)).body.id;
    expect((await api('POST', '/auth/activate-send-code', { headers: { org: ORG_A }, body: { email: 'i1@invite.test' } })).body).toEqual({
      sent: true,
    });
    const otp = await emailedCode('i1@invite.test', 3);
    const done = await api('POST', '/auth/activate-second-step', {
      headers: { org: ORG_A },
      body: { otp, email: 'i1@invite.test', password: 'Invito-2026', userID: ticket },
    });
    expect(done.status).toBe(200);
    const again = await open(token);
    expect(again.status).toBe(409);
    expect(again.body.err).toBe('INVITATION_USED');
    expect((await invite({ memberIds: ['i1'] })).body).toMatchObject({ invited: 0, skipped: { signedIn: 1 } });
  });
});

describe('POST /v1/members/invite: a saved search, the quota', () => {
  it('over the quota: refused up front, nothing reserved or written', async () => {
    const { quota, counterRef } = await mailQuota(ORG_A);
    const before = await used();
    await counterRef.set({ sent: quota - 1 }, { merge: true });
    const res = await invite({ searchId: 'search-400' });
    expect(res.status).toBe(429);
    expect(res.body.err).toBe('QUOTAS_EXCEEDED');
    expect(await used()).toBe(quota - 1);
    expect((await memberDoc('s1')).invitation).toBeUndefined();
    expect((await invitedRecords()).size).toBe(0);
    await counterRef.set({ sent: before }, { merge: true });
  });

  it("a saved search's members are invited; the send is counted on the quota once, when reserved", async () => {
    const before = await used();
    const res = await invite({ searchId: 'search-400' });
    expect(res.body).toMatchObject({ invited: 2, skipped: { signedIn: 0, noEmail: 0, deceased: 0 } });
    expect(await used()).toBe(before + 2);
    // traced with how many and from which search, by whom, without naming the members
    const [record] = (await invitedRecords()).docs.map((d) => d.data());
    expect(record).toMatchObject({
      by: { uid: world.uid('orgAdmin') },
      target: 'members',
      after: { invited: 2, signedIn: 0, noEmail: 0, deceased: 0, search: 'Tessere 400…' },
    });
    await memberInvitationToken('s1@invite.test');
    await memberInvitationToken('s2@invite.test');
    // delivered: the outbox did not count the messages again
    await eventually(
      async () =>
        (await db.collection(orgCol(ORG_A, 'mail')).where('template', '==', 'memberInvitation').where('state', '==', 'SUCCESS').get()).size,
      (n) => n >= 5,
    );
    expect(await used()).toBe(before + 2);
  });
});

describe('the card mail carries an invitation while the member has no sign-in', () => {
  it('a member without a sign-in gets the link, one with a sign-in does not', async () => {
    const send = (user: string) => api('GET', '/v1/members/resend-card', { token: world.tokens.orgAdmin, headers: { user, year: '2026' } });
    expect((await send('m3')).status).toBe(200);
    const token = await memberInvitationToken('luca@test.it');
    expect((await open(token)).body.card).toMatchObject({ cardNumber: '1003' });
    expect((await memberDoc('m3')).invitation.id).toBeTruthy();
    expect((await send('m1')).status).toBe(200);
    expect((await memberDoc('m1')).invitation).toBeUndefined();
  });
});
