import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { enqueueMail } from '../mail/enqueue';
import { route } from '../http/route';
import { writeAdminOnly } from './adminOnly';
import { suspensionCommunicationContract } from '@tessera/domain/contracts/members';
import { toWord } from '@tessera/domain/locale/italian';

/** Subject and body of the 'generic' template (plain text, paragraphs split on blank lines). */
function suspensionText(lang: 'it' | 'en', name: string, orgName: string, reason: string | undefined) {
  if (lang === 'en')
    return {
      subject: `${orgName}: membership suspension`,
      body: `Dear ${name},\n\nyour membership of ${orgName} has been suspended.${reason ? `\n\nReason: ${reason}` : ''}\n\nFor any question, please contact the association.`,
    };
  return {
    subject: `${orgName}: comunicazione di sospensione`,
    body: `Gentile ${name},\n\nla sua iscrizione ${toWord(orgName)} è stata sospesa.${reason ? `\n\nMotivo: ${reason}` : ''}\n\nPer qualsiasi domanda contatti l'associazione.`,
  };
}

/**
 * POST /v1/members/suspension-communication { id, reason? } → { queued }: appends { date, reason, by } to the
 * member's suspensionCommunications (back-office only: who sent it is no business of the member; adminOnly.ts) and, when the member has an email, queues a 'generic' message in the same
 * transaction (queued: true); without an email only the record is kept (queued: false).
 */
export const suspensionCommunication = route(suspensionCommunicationContract, async ({ claims, body, scope }) => {
  return db.runTransaction(async (tx) => {
    const { ref, data } = await scope.member(body.id, tx);
    const org = await tx.get(db.doc(orgPath(claims.org)));
    const entry = { date: Timestamp.now(), reason: body.reason ?? null, by: claims.pid };
    writeAdminOnly(tx, claims.org, ref.id, { suspensionCommunications: FieldValue.arrayUnion(entry) });
    const to = typeof data.email === 'string' && data.email ? data.email : null;
    if (!to) return { queued: false };
    const lang = data.lang === 'en' ? 'en' : 'it';
    const orgName = String(org.get('publicInfo.name') ?? '');
    const name = `${String(data.name ?? '')} ${String(data.surname ?? '')}`.trim();
    await enqueueMail(
      {
        orgId: claims.org,
        to,
        template: 'generic',
        lang,
        memberId: ref.id,
        data: suspensionText(lang, name, orgName, body.reason),
      },
      tx,
    );
    return { queued: true };
  });
});
