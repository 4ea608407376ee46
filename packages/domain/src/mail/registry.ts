import type { z } from 'zod';
import type { MailTemplate, mailRequest } from '../entities/mail';
import type { MailTexts } from './content';
import {
  emailCodeMail,
  emailVerificationMail,
  otpMail,
  passwordChangedMail,
  passwordResetMail,
  usernameChangedMail,
} from './templates/auth';
import { assemblyConvocationMail } from './templates/assemblies';
import { campaignRegistrationMail } from './templates/campaigns';
import { cardMail } from './templates/cards';
import { genericMail } from './templates/generic';
import { memberInvitationMail } from './templates/invitations';
import type { MailshotTestMailData } from './templates/mailshots';
import { purchaseConfirmedMail, seatUnavailableMail, waitlistOfferMail } from './templates/marketplace';
import { deceasedPropagatedMail } from './templates/members';
import { feeReminderMail, paymentRecordedMail, paymentRefundedMail, renewalChargedMail, renewalFailedMail } from './templates/payments';
import { requestDecidedMail } from './templates/requests';
import { registrationCancelledMail } from './templates/sales';
import { adminInvitationMail } from './templates/settings';

/** The templates with texts of their own: a mailshot's message is rendered from its mailshot. */
export type TextTemplate = Exclude<MailTemplate, 'mailshot'>;

/** Each template's texts (one file per area under templates/); every template of MAIL_TEMPLATES but `mailshot`, once. */
export const MAIL_TEXTS = {
  card: cardMail,
  otp: otpMail,
  emailCode: emailCodeMail,
  passwordReset: passwordResetMail,
  deceasedPropagated: deceasedPropagatedMail,
  usernameChanged: usernameChangedMail,
  adminInvitation: adminInvitationMail,
  emailVerification: emailVerificationMail,
  requestDecided: requestDecidedMail,
  feeReminder: feeReminderMail,
  renewalCharged: renewalChargedMail,
  renewalFailed: renewalFailedMail,
  paymentRefunded: paymentRefundedMail,
  seatUnavailable: seatUnavailableMail,
  waitlistOffer: waitlistOfferMail,
  campaignRegistration: campaignRegistrationMail,
  purchaseConfirmed: purchaseConfirmedMail,
  registrationCancelled: registrationCancelledMail,
  paymentRecorded: paymentRecordedMail,
  passwordChanged: passwordChangedMail,
  generic: genericMail,
  memberInvitation: memberInvitationMail,
  assemblyConvocation: assemblyConvocationMail,
} satisfies Record<TextTemplate, MailTexts<never>>;

type DataOf<T> = T extends MailTexts<infer D> ? D : never;

/**
 * The merge fields each template takes: what `enqueueMail` accepts as a message's `data` (entities/mail.ts MailRequestOf),
 * so a field missing or misspelled at a caller does not compile.
 */
export type MailTemplateData = { [T in TextTemplate]: DataOf<(typeof MAIL_TEXTS)[T]> } & { mailshot: MailshotTestMailData };

/** A message to queue with template `T`: its `data` is that template's merge fields (MailTemplateData), checked when it compiles. */
export type MailRequestOf<T extends MailTemplate> = Omit<z.input<typeof mailRequest>, 'template' | 'data'> & {
  template: T;
  data: MailTemplateData[T];
};
