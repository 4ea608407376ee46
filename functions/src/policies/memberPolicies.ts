import { acceptPolicyContract, myPoliciesContract } from '@tessera/domain/contracts/policies';
import { POLICY_KINDS, policiesToAccept, type Policies, type PolicyAcceptances } from '@tessera/domain/settings/policies';
import { orgPath } from '@tessera/domain/paths';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { ApiError } from '../http/apiError';
import { consentWrites, recorderOf } from '../consents/consentRecord';

/** GET /v1/profile/policies — what the member still has to accept, and what they have accepted. */
export const myPolicies = route(myPoliciesContract, async ({ claims, scope }) => {
  const [org, own] = await Promise.all([db.doc(orgPath(claims.org)).get(), scope.own()]);
  const published = (org.get('policies') ?? {}) as Policies;
  const accepted = (own.data.policies ?? {}) as PolicyAcceptances;
  return {
    toAccept: policiesToAccept(published, accepted).map((kind) => ({ kind, ...published[kind]! })),
    accepted: Object.fromEntries(POLICY_KINDS.flatMap((k) => (accepted[k] ? [[k, accepted[k]]] : []))),
  };
});

/**
 * POST /v1/profile/accept-policy (header kind) {version} — the member accepts the current version: recorded with the date on
 * their record (the privacy policy also as privacyAcceptedAt, the field the back office shows).
 */
export const acceptPolicy = route(acceptPolicyContract, async ({ claims, principal, scope, headers, body }) =>
  db.runTransaction(async (tx) => {
    const [org, own] = await Promise.all([tx.get(db.doc(orgPath(claims.org))), scope.own(tx)]);
    const current = org.get(`policies.${headers.kind}`) as Policies[typeof headers.kind];
    if (!current || current.version !== body.version) throw new ApiError('NOT_FOUND');
    const now = new Date();
    // accepting the newsletter's text is the marketing consent on that version (mailshots then reach the member);
    // the consent record and the member's current state are written together (consents/consentRecord.ts)
    const fields = consentWrites(
      tx,
      own.ref,
      [{ kind: headers.kind === 'privacy' ? 'privacy' : 'marketing', given: true, version: body.version }],
      'policyPrompt',
      recorderOf(claims, principal),
      { now },
    );
    tx.update(own.ref, { ...fields, updatedAt: FieldValue.serverTimestamp() });
    return { kind: headers.kind, version: body.version, acceptedAt: now.toISOString() };
  }),
);
