import { FieldValue, type DocumentData, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { myConsentContract, recordConsentContract } from '@tessera/domain/contracts/privacy';
import { CONSENT_POLICY, consentStateOf } from '@tessera/domain/privacy/consents';
import type { PublishedPolicy } from '@tessera/domain/settings/policies';
import { orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { changedConsents, consentWrites, recorderOf } from '../consents/consentRecord';

/** The version of the policy a consent of this kind refers to, as the organization publishes it now (null: none). */
function currentVersion(org: DocumentSnapshot, kind: keyof typeof CONSENT_POLICY): number | null {
  const policy = CONSENT_POLICY[kind];
  return policy ? ((org.get(`policies.${policy}`) as PublishedPolicy | undefined)?.version ?? null) : null;
}

/**
 * POST /v1/profile/consent {kind, given} — the member's own choice from the personal area. Read and written in one
 * transaction, so a withdrawal and a new consent sent at once end in one of the two states with one record each.
 */
export const myConsent = route(myConsentContract, async ({ claims, principal, scope, body }) =>
  db.runTransaction(async (tx) => {
    const [own, org] = await Promise.all([scope.own(tx), tx.get(db.doc(orgPath(claims.org)))]);
    const changes = changedConsents(consentStateOf(own.data), [
      { kind: body.kind, given: body.given, version: body.given ? currentVersion(org, body.kind) : null },
    ]);
    if (changes.length > 0)
      tx.update(own.ref, {
        ...consentWrites(tx, own.ref, changes, 'personalArea', recorderOf(claims, principal)),
        updatedAt: FieldValue.serverTimestamp(),
      });
    return { kind: body.kind, given: body.given, changed: changes.length > 0 };
  }),
);

/** POST /v1/privacy/record-consent {id, kind, given, signedOn} — a signed paper form, recorded by an administrator. */
export const recordConsent = route(recordConsentContract, async ({ claims, principal, scope, body }) =>
  db.runTransaction(async (tx) => {
    const [member, org] = await Promise.all([scope.member(body.id, tx), tx.get(db.doc(orgPath(claims.org)))]);
    const change = {
      kind: body.kind,
      given: body.given,
      version: body.given ? currentVersion(org, body.kind) : null,
      signedOn: body.signedOn,
    };
    let id = '';
    const writer = {
      create: (ref: DocumentReference, data: DocumentData) => {
        id = ref.id;
        return tx.create(ref, data);
      },
    };
    tx.update(member.ref, {
      ...consentWrites(writer, member.ref, [change], 'paperForm', recorderOf(claims, principal)),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { id };
  }),
);
