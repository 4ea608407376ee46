import { FieldValue } from 'firebase-admin/firestore';
import { noticeKept } from '@tessera/domain/assemblies/assembly';
import { documentsOf } from '@tessera/domain/assemblies/documents';
import { conveneAssemblyContract } from '@tessera/domain/contracts/assemblies';
import type { AssemblyConvocationMailData } from '@tessera/domain/mail/templates/assemblies';
import { renderMail } from '@tessera/domain/mail/render';
import { memberPath, orgCol, orgPath } from '@tessera/domain/paths';
import { appLink } from '../config';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { enqueueMail } from '../mail/enqueue';
import { memberRecipient } from '../mail/memberRecipient';
import { mailQuota, reserveOnQuota } from '../mail/quota';
import { db } from '../shared/admin';
import { assemblyDoorCode, doorCodePng } from './doorCode';
import { assertStatus, convocationRef, loadAssembly, loadRules, recipientListRef, roll, type StoredAssembly } from './store';

/** Members whose messages one transaction queues: two documents each (message and payload), read first. */
const PAGE = 150;
/**
 * Member ids kept per list document beside the convocation (`convocation/recipients_{n}`): one document could not hold
 * a large association's (a document holds at most 1 MiB).
 */
const IDS_PER_LIST = 1500;

/** The convocation as kept (`assemblies/{id}/convocation/sent`): what was sent, when, by whom, to whom. */
interface StoredConvocation {
  state: 'SENDING' | 'SENT';
  /** the template's data every message was queued with: a sending cut short resumes with the same */
  mail: AssemblyConvocationMailData;
  subject: { it: string; en: string };
  text: { it: string; en: string };
  /** the entitled members with an address when it was convened, the messages to queue: in `lists` list documents */
  recipientsPlanned: number;
  lists: number;
  withoutAddress: number;
  /** messages queued so far */
  queued: number;
}

/** The outbox id of a member's convocation: fixed, so no retry queues it twice. */
const convocationMailId = (assemblyId: string, memberId: string) => `assembly_${assemblyId}_${memberId}`;

/**
 * The personal area's page of the assembly, where the member reads the agenda and gives a proxy. It names the
 * organization: a sign-in with several profiles (a member of two associations, an admin who is a member too) opens it
 * with its member profile of this one. Nothing in it grants access: a member signed out signs in first and lands there.
 */
export const memberAssemblyPage = (orgId: string, assemblyId: string) =>
  `/my-area/assemblies/${encodeURIComponent(assemblyId)}?org=${encodeURIComponent(orgId)}`;

/**
 * What every member's message says: the documents by name only, under their item or the whole assembly. The files
 * stay in the personal area, where the link leads: thousands of messages each carrying them would fill inboxes and the
 * outbox alike. Kept with the convocation, the names are those of the documents as they were when it went out.
 */
function mailData(orgId: string, id: string, a: StoredAssembly): AssemblyConvocationMailData {
  const names = (itemId: string | null) =>
    documentsOf(a)
      .filter((d) => d.itemId === itemId)
      .map((d) => d.name);
  return {
    kind: a.kind,
    title: a.title,
    firstCall: a.firstCall,
    secondCall: a.secondCall,
    place: a.place,
    online: a.online,
    agenda: a.agenda.map((i) => ({ title: i.title, description: i.description, documents: names(i.id) })),
    documents: names(null),
    link: appLink(memberAssemblyPage(orgId, id)),
  };
}

/**
 * POST /v1/assemblies/convene: DRAFT → CONVENED when the first call leaves the statute's notice, with the convocation
 * kept and mailed to every member entitled on the assembly's day. The roll is reckoned first (outside the transaction:
 * it reads the whole register); the transaction then checks the draft and the notice, reserves the send on the month's
 * quota and writes the status and the convocation together; the messages follow a page at a time.
 */
export const conveneAssembly = route(conveneAssemblyContract, async ({ claims, body, principal }) => {
  const orgId = claims.org;
  const id = body.assemblyId;
  const [{ data: before }, rulesBefore] = await Promise.all([loadAssembly(orgId, id), loadRules(orgId)]);
  if (before.status !== 'DRAFT') {
    // convened, its sending cut short (a timeout, a crash): queue what is missing; sent: refused
    const kept = (await convocationRef(orgId, id).get()).data() as StoredConvocation | undefined;
    if (before.status === 'CONVENED' && kept?.state === 'SENDING') return queueConvocation(orgId, id, kept);
    throw new ApiError('ASSEMBLY_STATUS_CONFLICT');
  }
  const entitled = (await roll(orgId, id, before, rulesBefore)).filter((l) => l.entitlement.entitled);
  const memberIds = entitled.filter((l) => l.recipient).map((l) => l.memberId);
  const orgName = String((await db.doc(orgPath(orgId)).get()).get('publicInfo.name') ?? 'Tessera');
  const kept = await db.runTransaction(async (tx) => {
    const [{ ref, data }, rules] = await Promise.all([loadAssembly(orgId, id, tx), loadRules(orgId, tx)]);
    assertStatus(data, 'DRAFT');
    // the roll was reckoned on this first call's day: moved meanwhile, the admin convenes again
    if (data.firstCall !== before.firstCall) throw new ApiError('ASSEMBLY_STATUS_CONFLICT');
    if (!noticeKept(data.firstCall, new Date(), rules.noticeDays)) throw new ApiError('ASSEMBLY_NOTICE_TOO_SHORT');
    const quota = await mailQuota(orgId, tx);
    if (memberIds.length) reserveOnQuota(tx, quota, memberIds.length);
    const mail = mailData(orgId, id, data);
    // each message carries its member's door code as an attached QR, never printed: any code renders the same text
    const asSent = { ...mail, doorCode: 'personal' };
    const it = renderMail('assemblyConvocation', 'it', asSent, orgName);
    const en = renderMail('assemblyConvocation', 'en', asSent, orgName);
    const lists = Math.ceil(memberIds.length / IDS_PER_LIST);
    const convocation: StoredConvocation = {
      state: 'SENDING',
      mail,
      subject: { it: it.subject, en: en.subject },
      text: { it: it.text, en: en.text },
      recipientsPlanned: memberIds.length,
      lists,
      withoutAddress: entitled.length - memberIds.length,
      queued: 0,
    };
    tx.update(ref, { status: 'CONVENED', convenedAt: FieldValue.serverTimestamp(), convenedBy: principal.uid });
    tx.create(convocationRef(orgId, id), { ...convocation, at: FieldValue.serverTimestamp(), by: principal.uid });
    for (let n = 0; n < lists; n++)
      tx.create(recipientListRef(orgId, id, n), { memberIds: memberIds.slice(n * IDS_PER_LIST, (n + 1) * IDS_PER_LIST) });
    return convocation;
  });
  return queueConvocation(orgId, id, kept);
});

/**
 * Queues the convocation's messages a page of members at a time (from the lists kept in the convene's transaction), then
 * marks the convocation SENT with the number of messages.
 */
async function queueConvocation(orgId: string, id: string, kept: StoredConvocation) {
  const ref = convocationRef(orgId, id);
  for (let n = 0; n < kept.lists; n++) {
    const listed = ((await recipientListRef(orgId, id, n).get()).get('memberIds') ?? []) as string[];
    for (let i = 0; i < listed.length; i += PAGE) await queuePage(orgId, id, kept, listed.slice(i, i + PAGE));
  }
  const recipients = await db.runTransaction(async (tx) => {
    const queued = Number((await tx.get(ref)).get('queued') ?? 0);
    tx.update(ref, { state: 'SENT', sentAt: FieldValue.serverTimestamp(), recipients: queued });
    return queued;
  });
  return { recipients, withoutAddress: kept.withoutAddress };
}

/**
 * One page in one transaction: it reads which of the page's messages exist and creates only the others (under ids
 * fixed per member), so a run repeated, or two at once, queue each message once. The members' addresses and languages
 * are read with the page: as they are when the message is queued. Each message carries the member's own door code
 * (doorCode.ts) as a QR attached, drawn before the transaction so that a retried transaction does not draw them again.
 */
async function queuePage(orgId: string, id: string, kept: StoredConvocation, page: string[]) {
  const mails = db.collection(orgCol(orgId, 'mail'));
  const codes = page.map((m) => assemblyDoorCode(orgId, id, m));
  const qrs = await Promise.all(codes.map(doorCodePng));
  await db.runTransaction(async (tx) => {
    const snaps = await tx.getAll(
      ...page.map((m) => mails.doc(convocationMailId(id, m))),
      ...page.map((m) => db.doc(memberPath(orgId, m))),
    );
    let created = 0;
    for (const [k, memberId] of page.entries()) {
      const to = memberRecipient(snaps[page.length + k]!.data());
      if (snaps[k]!.exists || !to) continue;
      const personal = { ...kept.mail, doorCode: codes[k]! };
      await enqueueMail(
        { orgId, to: to.to, lang: to.lang, memberId, template: 'assemblyConvocation', data: personal, attachments: [qrs[k]!] },
        tx,
        { counted: true, id: convocationMailId(id, memberId) },
      );
      created += 1;
    }
    if (created) tx.update(convocationRef(orgId, id), { queued: FieldValue.increment(created) });
  });
}
