import { FieldValue } from 'firebase-admin/firestore';
import { saveCampaignContract } from '@tessera/domain/contracts/campaigns';
import { campaignCounterId, overPlanLimit } from '@tessera/domain/campaigns/campaign';
import { needsPrivacyPolicy } from '@tessera/domain/campaigns/consent';
import type { Policies } from '@tessera/domain/settings/policies';
import { planOf } from '@tessera/domain/constants';
import { mailMonth } from '@tessera/domain/entities/mail';
import { counterPath, orgPath } from '@tessera/domain/paths';
import { planLimits } from '@tessera/domain/plans/plans';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { auditActor, recordChange } from '../shared/audit';
import { route } from '../http/route';
import { campaigns, readCampaign, storedCampaign } from './campaignStore';

/**
 * POST /v1/campaigns/one (header id?) — a new campaign, counted against the plan's campaigns per month in the same
 * transaction (two created at once cannot both take the last one), or the form's fields over an existing one, whose
 * places never drop below its registrations; a campaign beyond a lower plan's monthly limit is read-only
 * (QUOTAS_EXCEEDED). A published campaign collects personal data: without the privacy policy published it is refused
 * (PRIVACY_POLICY_REQUIRED), a draft is not. One transaction with the audit record.
 */
export const saveCampaign = route(saveCampaignContract, async ({ claims, principal, headers, body }) =>
  db.runTransaction(async (tx) => {
    const by = auditActor(principal, claims);
    const stored = storedCampaign(body);
    if (headers.id) {
      const [existing, orgNow] = await Promise.all([readCampaign(tx, claims.org, headers.id), tx.get(db.doc(orgPath(claims.org)))]);
      // beyond a lower plan's campaigns per month: kept as it is, read-only
      if (overPlanLimit(existing.data, planOf(orgNow.get('plan.name')))) throw new ApiError('QUOTAS_EXCEEDED');
      if (needsPrivacyPolicy(body, orgNow.get('policies') as Policies | undefined)) throw new ApiError('PRIVACY_POLICY_REQUIRED');
      const registered = existing.data.registered ?? 0;
      if (body.maxParticipants !== null && body.maxParticipants < registered)
        throw new ApiError('INVALID_REQUEST', [{ path: 'body.maxParticipants', message: 'validation.seatsBelowEnrolled' }]);
      tx.update(existing.ref, stored);
      recordChange(tx, claims.org, {
        type: 'campaignChanged',
        by,
        target: headers.id,
        before: { ...existing.data },
        after: { ...body, headerHtml: stored.headerHtml },
      });
      return { id: headers.id };
    }
    const month = mailMonth();
    const counterRef = db.doc(counterPath(claims.org, campaignCounterId(month)));
    const [org, counter] = await Promise.all([tx.get(db.doc(orgPath(claims.org))), tx.get(counterRef)]);
    const limit = planLimits(planOf(org.get('plan.name'))).campaignsPerMonth;
    const created = (counter.get('created') as number | undefined) ?? 0;
    if (limit !== null && created >= limit) throw new ApiError('QUOTAS_EXCEEDED');
    if (needsPrivacyPolicy(body, org.get('policies') as Policies | undefined)) throw new ApiError('PRIVACY_POLICY_REQUIRED');
    const ref = campaigns(claims.org).doc();
    tx.create(ref, { ...stored, registered: 0, month, monthSeq: created + 1, createdAt: FieldValue.serverTimestamp() });
    tx.set(counterRef, { month, created: created + 1, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
    recordChange(tx, claims.org, {
      type: 'campaignCreated',
      by,
      target: ref.id,
      before: null,
      after: { ...body, headerHtml: stored.headerHtml },
    });
    return { id: ref.id };
  }),
);
