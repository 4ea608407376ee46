import { beforeAll, describe, expect, it } from 'vitest';
import { DEV_MAILBOX_COLLECTION } from '@tessera/domain/entities/mail';
import { mailDateTime } from '@tessera/domain/mail/content';
import { assemblyPath, orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { deliveredMails, ISO_DATE_IN_TEXT } from '../support/mailbox';
import { addMember, buildWorld, ORG_A, type World } from '../support/world';
import { dayOf, enrol, inDays } from './assemblyWorld';

// The convocation: convening mails every member entitled on the assembly's day once, in their language, through the
// outbox; the members not entitled get nothing; a second convene is refused and sends nothing more; a convene retried
// after a sending cut short queues nothing twice; the convocation is kept as it was sent.
type Failure = { err?: string };
let world: World;
const post = <T = Record<string, unknown>>(path: string, body: unknown, token = world.tokens.orgAdmin) =>
  api<T & Failure>('POST', `/v1/assemblies/${path}`, { token, body });

const year = Number(dayOf(new Date().toISOString()).slice(0, 4));
const firstCall = inDays(10);
const secondCall = inDays(11);
const assembly = {
  kind: 'ORDINARY',
  title: 'Assemblea ordinaria di primavera',
  firstCall,
  secondCall,
  place: 'Sede sociale, via Roma 1',
  online: true,
  agenda: [
    { title: 'Bilancio consuntivo 2025', description: 'Relazione del tesoriere', vote: true, secret: false, majority: 'SIMPLE' },
    { title: 'Varie ed eventuali', description: '', vote: false, secret: false, majority: 'SIMPLE' },
  ],
};

/** A member of ORG_A in the register since `admitted`, with this year's fee paid unless `unpaid`. */
async function member(key: string, opts: { lang?: 'en'; email?: boolean; admitted?: string; unpaid?: boolean } = {}) {
  const email = opts.email === false ? null : `conv-${key}@${ORG_A}.it`;
  const memberId = await addMember(ORG_A, {
    name: key,
    surname: 'Socio',
    ...(email ? { email } : {}),
    ...(opts.lang ? { lang: opts.lang } : {}),
    group: 'g1',
  });
  await enrol(ORG_A, memberId, opts.admitted ?? '2020-01-15', { feeYears: opts.unpaid ? [year - 1] : [year, year + 1] });
  return { memberId, email };
}

const outbox = () => db.collection(orgCol(ORG_A, 'mail')).where('template', '==', 'assemblyConvocation');
const sinkFor = async (to: string) => (await db.collection(DEV_MAILBOX_COLLECTION).where('to', '==', to).get()).docs;
const convocation = (id: string) => db.doc(`${assemblyPath(ORG_A, id)}/convocation/sent`);

let id = '';
let it1: { memberId: string; email: string | null };
let it2: typeof it1;
let en1: typeof it1;
let noAddress: typeof it1;
let recent: typeof it1;
let unpaid: typeof it1;

beforeAll(async () => {
  world = await buildWorld();
  it1 = await member('ada');
  it2 = await member('bruno');
  en1 = await member('emma', { lang: 'en' });
  noAddress = await member('nomail', { email: false });
  recent = await member('recent', { admitted: dayOf(inDays(0)) });
  unpaid = await member('unpaid', { unpaid: true });
  const created = await post<{ id: string }>('create', assembly);
  expect(created.status).toBe(200);
  id = created.body.id;
}, 300_000);

describe('convening an assembly', () => {
  it('mails each entitled member once, in their language, and keeps the convocation as sent', async () => {
    const res = await post<{ recipients: number; withoutAddress: number }>('convene', { assemblyId: id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ recipients: 3, withoutAddress: 1 });

    // the outbox holds one message per entitled member with an address, none for the others
    const queued = (await outbox().get()).docs;
    expect(queued.map((d) => d.get('memberId')).sort()).toEqual([it1, it2, en1].map((m) => m.memberId).sort());
    expect(queued.map((d) => d.get('lang')).sort()).toEqual(['en', 'it', 'it']);

    const [itMail] = await deliveredMails(it1.email!, /Convocazione/);
    expect(itMail!.subject).toBe("Convocazione dell'assemblea ordinaria dei soci: Assemblea ordinaria di primavera");
    expect(itMail!.text).toContain(`Prima convocazione: ${mailDateTime(firstCall, 'it')}`);
    expect(itMail!.text).toContain(`seconda convocazione: ${mailDateTime(secondCall, 'it')}`);
    expect(itMail!.text).toContain('Luogo: Sede sociale, via Roma 1. Si potrà partecipare anche in videoconferenza.');
    expect(itMail!.text).toContain('1. Bilancio consuntivo 2025 — Relazione del tesoriere');
    expect(itMail!.text).toContain('2. Varie ed eventuali');
    // the member's own page in the personal area, naming the association: a sign-in with several profiles opens it with
    // its member profile of this one; signed out, the sign-in comes first and ends there
    expect(itMail!.text).toMatch(new RegExp(`https?://\\S+/my-area/assemblies/${id}\\?org=${ORG_A}(\\s|$)`));
    expect(itMail!.text).not.toMatch(ISO_DATE_IN_TEXT);
    // the member's own door code, as a QR attached
    expect(itMail!.text).toContain("All'ingresso mostra il codice QR allegato");
    expect(itMail!.attachments.map((a) => [a.fileName, a.contentType])).toContainEqual(['assemblea-qr.png', 'image/png']);
    const [enMail] = await deliveredMails(en1.email!, /Notice of the ordinary members' meeting/);
    expect(enMail!.text).toContain(`First call: ${mailDateTime(firstCall, 'en')}`);
    expect(enMail!.text).toContain(`/my-area/assemblies/${id}?org=${ORG_A}`);
    await deliveredMails(it2.email!, /Convocazione/);

    // every message delivered: exactly one each, none to those not entitled
    await expect.poll(async () => (await outbox().where('state', '==', 'SUCCESS').get()).size, { timeout: 120_000 }).toBe(3);
    for (const m of [it1, it2, en1]) expect(await sinkFor(m.email!)).toHaveLength(1);
    for (const m of [recent, unpaid]) expect(await sinkFor(m.email!)).toHaveLength(0);

    // kept as sent: the texts in both languages, when, by whom, to how many
    const kept = (await convocation(id).get()).data()!;
    expect(kept).toMatchObject({ state: 'SENT', recipients: 3, withoutAddress: 1, queued: 3 });
    expect(kept).toMatchObject({ recipientsPlanned: 3, lists: 1 });
    const listed = (await db.doc(`${assemblyPath(ORG_A, id)}/convocation/recipients_0`).get()).get('memberIds') as string[];
    expect(listed.sort()).toEqual([it1, it2, en1].map((m) => m.memberId).sort());
    expect(listed).not.toContain(noAddress.memberId);
    expect(kept.subject).toEqual({ it: itMail!.subject, en: enMail!.subject });
    expect(kept.text.it).toBe(itMail!.text);
    expect(kept.text.en).toBe(enMail!.text);
    expect(kept.at.toDate().getTime()).toBeLessThanOrEqual(Date.now());
    const convened = (await db.doc(assemblyPath(ORG_A, id)).get()).data()!;
    expect(convened.status).toBe('CONVENED');
    expect(kept.by).toBe(convened.convenedBy);
  });

  it('refuses a second convene, which sends nothing more', async () => {
    const again = await post('convene', { assemblyId: id });
    expect(again.status).toBe(409);
    expect(again.body.err).toBe('ASSEMBLY_STATUS_CONFLICT');
    // the request queues synchronously: once it answered, the outbox is as it will stay
    expect((await outbox().get()).size).toBe(3);
    for (const m of [it1, it2, en1]) expect(await sinkFor(m.email!)).toHaveLength(1);
  });

  it('a convene retried after its sending was cut short queues only what is missing: nothing twice', async () => {
    // as a run that died after queueing every message but before marking the convocation sent would leave it
    await convocation(id).update({ state: 'SENDING' });
    const retried = await post<{ recipients: number }>('convene', { assemblyId: id });
    expect(retried.status).toBe(200);
    expect(retried.body.recipients).toBe(3);
    const queued = (await outbox().get()).docs;
    expect(queued).toHaveLength(3);
    // the messages already delivered were left as they were, not queued again
    expect(queued.map((d) => d.get('state'))).toEqual(['SUCCESS', 'SUCCESS', 'SUCCESS']);
    expect((await convocation(id).get()).get('state')).toBe('SENT');
    expect((await post('convene', { assemblyId: id })).body.err).toBe('ASSEMBLY_STATUS_CONFLICT');
  });

  it('is the managing roles’ to do', async () => {
    const other = await post<{ id: string }>('create', assembly);
    expect((await post('convene', { assemblyId: other.body.id }, world.tokens.staff)).status).toBe(403);
    expect((await convocation(other.body.id).get()).exists).toBe(false);
  });
});
