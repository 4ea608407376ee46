import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';
import { orgCol, orgPath } from '@tessera/domain/paths';
import { renderMail } from '@tessera/domain/mail/render';
import { MAIL_TEXTS, type TextTemplate } from '@tessera/domain/mail/registry';
import { db } from '../shared/admin';
import type { PersonalDataSubject } from '../personalData/registry';

// The mail the association sent the member, in their copy: when, to which address, what about (the subject), and
// how its delivery went. Never the body, the links or the codes it carried (a reset link or a code in a copy would be
// a key left lying around): a subject that carries a code shows it masked.

const MASKED = new Set(['code', 'link', 'url', 'token', 'resetLink', 'activationLink']);

function subjectOf(mail: DocumentSnapshot, payload: DocumentData | undefined, orgName: string): string | null {
  const template = mail.get('template') as string;
  if (!(template in MAIL_TEXTS)) return payload?.data?.subject ? String(payload.data.subject) : null;
  const data = Object.fromEntries(Object.entries((payload?.data ?? {}) as DocumentData).map(([k, v]) => [k, MASKED.has(k) ? '••••••' : v]));
  try {
    return renderMail(template as TextTemplate, mail.get('lang') === 'en' ? 'en' : 'it', data as never, orgName).subject;
  } catch {
    return null;
  }
}

export async function mailSection({ orgId, memberId, member }: PersonalDataSubject): Promise<unknown> {
  const outbox = db.collection(orgCol(orgId, 'mail'));
  const email = typeof member?.email === 'string' ? member.email : null;
  const [byMember, byAddress, org] = await Promise.all([
    outbox.where('memberId', '==', memberId).get(),
    email ? outbox.where('to', '==', email).get() : Promise.resolve(null),
    db.doc(orgPath(orgId)).get(),
  ]);
  const mails = new Map([...byMember.docs, ...(byAddress?.docs ?? [])].map((d) => [d.id, d]));
  const docs = [...mails.values()];
  const payloads = docs.length ? await db.getAll(...docs.map((d) => d.ref.collection('private').doc('payload'))) : [];
  const orgName = String(org.get('publicInfo.name') ?? orgId);
  return docs
    .map((d, i) => ({
      id: d.id,
      to: d.get('to') ?? null,
      template: d.get('template') ?? null,
      subject: subjectOf(d, payloads[i]?.data(), orgName),
      lang: d.get('lang') ?? null,
      state: d.get('state') ?? null,
      attachments: ((d.get('attachments') ?? []) as { fileName?: string }[]).map((a) => a.fileName ?? null),
      createdAt: d.get('createdAt') ?? null,
      deliveredAt: d.get('deliveredAt') ?? null,
    }))
    .sort((a, b) => String(a.id).localeCompare(String(b.id)));
}
