import type { DocumentReference, DocumentData } from 'firebase-admin/firestore';
import { changeUsernameSchema } from '@tessera/domain/forms/changeUsername';
import { accountPath, col, memberPath } from '@tessera/domain/paths';
import { adminAuth, db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { profileRoute } from '../http/route';
import { consumeCode, verifyCode } from '../verification/codes';
import { assertEmailFree } from '../members/uniqueness';
import { memberFields } from '../members/memberRecord';

async function setAuthEmail(uid: string, email: string): Promise<void> {
  try {
    await adminAuth.updateUser(uid, { email, emailVerified: true });
  } catch (e) {
    if ((e as { code?: string }).code === 'auth/email-already-exists') throw new ApiError('EMAIL_ALREADY_USED');
    throw e;
  }
}

/**
 * POST /v1/users/change-username-confirm {email, otp} — spec §5 "changing the username needs an emailed verification
 * code". With the code mailed to the new address (change-username-send-code), the sign-in's email becomes `email`
 * everywhere at once: the Auth sign-in, the account, every profile of the sign-in and every member those profiles
 * are (still unique in each organization: EMAIL_ALREADY_USED), with the code spent in the same transaction. The
 * Auth email changes first (Auth itself refuses a taken address); if the transaction then fails it is put back.
 */
export const changeUsernameConfirm = profileRoute({
  method: 'POST',
  path: '/v1/users/change-username-confirm',
  access: 'profile.update',
  body: changeUsernameSchema,
  async handle({ body, principal }) {
    const code = { email: body.email, purpose: 'change-username' as const, code: body.otp };
    await verifyCode(code);
    const previous = (await adminAuth.getUser(principal.uid)).email;
    if (previous === body.email) throw new ApiError('EMAIL_ALREADY_USED');
    await setAuthEmail(principal.uid, body.email);
    try {
      await db.runTransaction(async (tx) => {
        // every read before the first write (Firestore transactions)
        const profiles = await tx.get(db.collection(col.profiles).where('uid', '==', principal.uid));
        const members: { ref: DocumentReference; data: DocumentData }[] = [];
        for (const p of profiles.docs) {
          const memberId = p.get('memberId') as string | null;
          if (!memberId) continue;
          const ref = db.doc(memberPath(p.get('orgId') as string, memberId));
          const data = (await tx.get(ref)).data();
          if (!data) continue;
          await assertEmailFree(tx, p.get('orgId') as string, body.email, memberId);
          members.push({ ref, data });
        }
        await consumeCode(tx, code);
        tx.set(db.doc(accountPath(principal.uid)), { email: body.email }, { merge: true });
        for (const p of profiles.docs) tx.update(p.ref, { email: body.email });
        for (const m of members) tx.update(m.ref, memberFields({ email: body.email }, m.data));
      });
    } catch (e) {
      if (previous) await adminAuth.updateUser(principal.uid, { email: previous }).catch(() => undefined);
      throw e;
    }
    return { email: body.email };
  },
});
