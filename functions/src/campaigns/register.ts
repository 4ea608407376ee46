import { createHash } from 'node:crypto';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { registerCampaignContract } from '@tessera/domain/contracts/campaigns';
import { CAMPAIGN_REGISTRATIONS_PER_EMAIL, CAMPAIGN_REGISTRATIONS_PER_IP, planOf } from '@tessera/domain/constants';
import { HONEYPOT_FIELD, registrationCap, registrationIssues, type RegistrationInput } from '@tessera/domain/campaigns/campaign';
import { consentRefusal } from '@tessera/domain/campaigns/consent';
import { todayInItaly } from '@tessera/domain/locale/dates';
import type { Policies } from '@tessera/domain/settings/policies';
import { orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { clientAddress } from '../http/clientAddress';
import { route } from '../http/route';
import { takeRateLimit } from '../verification/rateLimit';
import { jitter, RACE_ROUNDS, raced } from '../shared/races';
import type { MailAttachment } from '@tessera/domain/entities/mail';
import { campaigns, publishedData, registrations } from './campaignStore';
import { queueConfirmation, registrationQr } from './confirmation';
import { countCampaignDay } from './stats';
import { registrationCodeField } from '../cards/ticketCodes';

/** A registration's id: the email's hash, so the same email is the same document (duplicates found in the commit). */
export const registrationId = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);

/**
 * A registration (POST /v1/campaigns/register, and the tests' concurrent runs): checks first (the privacy consent,
 * the form's answers, the policies, the rate limits), then one transaction takes the place: the campaign's `registered` read and raised with
 * the registration written, so concurrent registrations never pass the cap (the campaign's maximum or the plan's limit
 * per campaign). The same email again is refused or, when the campaign merges, its answers replaced without taking a
 * place. The confirmation (with the QR) is queued in the same commit. A filled honeypot: answered as registered,
 * nothing stored.
 */
export async function takeRegistration(orgId: string, campaignId: string, body: RegistrationInput, ip: string) {
  // a look before the checks (the form, the policies, the dates); the commit below reads both again, with the places
  const [org, snap] = await db.getAll(db.doc(orgPath(orgId)), campaigns(orgId).doc(campaignId));
  const campaign = publishedData(snap);
  if (body[HONEYPOT_FIELD]) return { registered: true as const, merged: false };
  if (campaign.endDate < todayInItaly()) throw new ApiError('NOT_ENABLED');
  checkConsent(org, body);
  const issues = [
    ...registrationIssues(campaign.formFields, body),
    // the privacy policy is accepted through `consent`, whatever the campaign lists
    ...campaign.policies
      .filter((k) => k !== 'privacy' && !body.accepted.includes(k))
      .map(() => ({ path: 'body.accepted', message: 'validation.mustAccept' })),
  ];
  if (issues.length) throw new ApiError('INVALID_REQUEST', issues.slice(0, 20));
  const email = body.email.trim().toLowerCase();
  await takeRateLimit('campaign-ip', ip, CAMPAIGN_REGISTRATIONS_PER_IP);
  await takeRateLimit('campaign-email', `${orgId}/${campaignId}/${email}`, CAMPAIGN_REGISTRATIONS_PER_EMAIL);
  const id = registrationId(email);
  // made once: the rounds below may run several times when registrations race for the last places
  const qr = await registrationQr(orgId, campaignId, id);
  for (let round = 0; round < RACE_ROUNDS; round += 1) {
    const outcome = await attempt(orgId, campaignId, id, body, email, qr);
    if (outcome !== 'raced') return outcome;
    await jitter();
  }
  throw new ApiError('TOO_MANY_REQUESTS');
}

/**
 * No registration without the privacy policy the registrant was shown: none published (never, or taken away after the
 * campaign was published) refuses like publishing does; a version published since the page was read must be read first.
 */
function checkConsent(org: DocumentSnapshot | undefined, body: RegistrationInput) {
  const refusal = consentRefusal(org?.get('policies') as Policies | undefined, body.consent.policyVersion);
  if (refusal) throw new ApiError(refusal);
}

/**
 * One optimistic try (shared/races.ts): the organization, the campaign and the registration read; one commit raises the
 * campaign's count on condition that it is still the version read, creates the registration and queues its
 * confirmation. Whoever changed the campaign meanwhile makes the commit fail, nothing written, and the caller looks
 * again: nobody waits on a lock, and the count never passes the cap.
 */
async function attempt(orgId: string, campaignId: string, id: string, body: RegistrationInput, email: string, qr: MailAttachment) {
  const campaignRef = campaigns(orgId).doc(campaignId);
  const regRef = registrations(orgId, campaignId).doc(id);
  const [org, fresh, existing] = await db.getAll(db.doc(orgPath(orgId)), campaignRef, regRef);
  const c = publishedData(fresh);
  checkConsent(org, body);
  const fields = {
    email,
    name: body.name,
    surname: body.surname,
    answers: body.answers,
    accepted: body.accepted,
    // the server's time, and the version the form showed (checked above against the one published now)
    consent: { at: FieldValue.serverTimestamp(), policyVersion: body.consent.policyVersion },
    lang: body.lang,
    // the short code staff type at the door when the QR cannot be read (derived: the same on a merge)
    ...registrationCodeField('campaign', campaignRef, id),
    updatedAt: FieldValue.serverTimestamp(),
  };
  const batch = db.batch();
  let merged = false;
  if (existing!.exists) {
    if (c.duplicates !== 'merge') throw new ApiError('EMAIL_ALREADY_USED');
    batch.update(regRef, fields, { lastUpdateTime: existing!.updateTime! });
    merged = true;
  } else {
    const { cap, byPlan } = registrationCap(c.maxParticipants, planOf(org!.get('plan.name')));
    const registered = c.registered ?? 0;
    if (cap !== null && registered >= cap) throw new ApiError(byPlan ? 'QUOTAS_EXCEEDED' : 'MAX_SALES_REACHED');
    batch.create(regRef, { ...fields, source: body.source ?? null, createdAt: FieldValue.serverTimestamp() });
    batch.update(campaignRef, { registered: registered + 1 }, { lastUpdateTime: fresh!.updateTime! });
    countCampaignDay(batch, orgId, campaignId, { registration: { source: body.source } });
    await queueConfirmation(batch, orgId, c, { email, name: body.name, lang: body.lang, ticketCode: fields.ticketCode }, qr);
  }
  try {
    await batch.commit();
  } catch (e) {
    if (raced(e)) return 'raced' as const;
    throw e;
  }
  return { registered: true as const, merged };
}

/** POST /v1/campaigns/register (headers org, id) — no sign-in: takeRegistration for the caller's address. */
export const registerCampaign = route(registerCampaignContract, ({ headers, body, req }) =>
  takeRegistration(headers.org, headers.id, body, clientAddress(req)),
);
