import { z } from 'zod';
import { docId } from '../entities/common';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAY_YEAR_MAX,
  PAY_YEAR_MIN,
  paymentPatch,
  paymentRegistration,
  paymentSchema,
} from '../entities/payment';
import { pageHeaders } from '../paging';
import { fileUploadFieldsUpTo } from '../files/fileUpload';
import { paymentUploadModeSchema } from '../uploads/paymentUpload';
import { MEMBER_UPLOAD_MAX_BASE64, uploadMappingContracts, uploadPreviewAnswer, uploadPreviewBody } from './uploads';
import { columnMappingSchema, UPLOAD_PREVIEW_REFUSED, UPLOAD_PREVIEW_ROWS } from '../uploads/columnMapping';
import { signupPayloadSchema } from '../forms/signup';
import { paymentExtractionRequest } from '../exports/paymentExtraction';
import { VERIFICATION_REASONS, VERIFICATION_STATES, verifyAllRequest, verifyOneRequest } from '../payments/verification';
import { defineContract } from './contract';
import { extractionAnswer } from './exports';
import { nextCursor } from './records';
import { orgHeader } from './website';

/** A checkout session id as providers spell them (cs_test_…, cs_live_…, cs_local_…). */
export const sessionId = z
  .string()
  .trim()
  .regex(/^cs_[A-Za-z0-9_]{1,200}$/, 'validation.id')
  .describe('a checkout session id');
export const sessionHeader = z.object({ session: sessionId });
const sessionBody = z.object({ session: sessionId });

export const createSessionContract = defineContract({
  method: 'POST',
  path: '/v1/payments/create-session',
  summary: 'Signup by payment: the sign-in and a checkout session for the chosen offer.',
  description:
    'With the emailed code: the sign-in (enabled, so the web can sign in before paying), a checkout session for the ' +
    "offer's price, then in one transaction the code spent, email and tax code checked free, the pending signup record " +
    'and a pending member profile. The member, card and payment come with the payment.',
  access: 'public',
  scope: 'none',
  headers: orgHeader,
  body: signupPayloadSchema,
  answer: z.strictObject({
    session: z.strictObject({ id: z.string(), url: z.string().describe('where the browser pays'), payment_status: z.string() }),
  }),
  errors: ['OTP_INVALID', 'EMAIL_ALREADY_USED', 'TAX_CODE_ALREADY_USED', 'POLICY_CHANGED', 'NOT_FOUND', 'NOT_ENABLED'],
});

export const retrieveSessionContract = defineContract({
  method: 'GET',
  path: '/v1/payments/retrieve-session',
  summary: 'The outcome page: the checkout session and whether the signup is done.',
  description:
    '`result` is true when the signup behind a paid session is done: the outcome page may arrive before the webhook, so ' +
    'a paid session is fulfilled here too (exactly once either way). Public: a session id is an unguessable capability, ' +
    'and the answer holds no personal data.',
  access: 'public',
  scope: 'none',
  headers: sessionHeader,
  answer: z.strictObject({
    session: z.strictObject({ id: z.string(), status: z.string(), payment_status: z.string() }).nullable(),
    result: z.boolean(),
  }),
});

export const getLocalCheckoutContract = defineContract({
  method: 'GET',
  path: '/v1/payments/local-checkout',
  summary: 'What the local checkout page shows (emulator without a Stripe key only).',
  access: 'public',
  scope: 'none',
  headers: sessionHeader,
  answer: z.strictObject({
    session: z.strictObject({
      id: z.string(),
      status: z.string(),
      payment_status: z.string(),
      amount_total: z.number().int().nullable().describe('cents'),
      currency: z.string().nullable(),
      productName: z.string(),
      lines: z.array(z.strictObject({ name: z.string(), unitAmount: z.number().int().describe('cents'), quantity: z.number().int() })),
      email: z.string(),
      mode: z.enum(['payment', 'setup']).describe('setup: the page saves a card and charges nothing'),
    }),
  }),
  errors: ['NOT_FOUND'],
});

export const payLocalCheckoutContract = defineContract({
  method: 'POST',
  path: '/v1/payments/local-checkout-pay',
  summary: 'Pays a local checkout session: the signed webhook event goes to the real webhook function.',
  access: 'public',
  scope: 'none',
  body: sessionBody,
  answer: z.strictObject({ url: z.string().describe('the success page') }),
  errors: ['NOT_FOUND', 'SALE_ALREADY_PERFORMED', 'CARD_DECLINED'],
});

export const cancelLocalCheckoutContract = defineContract({
  method: 'POST',
  path: '/v1/payments/local-checkout-cancel',
  summary: "Stripe's back link on the local checkout page: no event, the cancel page.",
  access: 'public',
  scope: 'none',
  body: sessionBody,
  answer: z.strictObject({ url: z.string().describe('the cancel page') }),
  errors: ['NOT_FOUND'],
});

// Payments administration: the back office reads (group admins their groups'),
// the write roles register, change and delete, as the lifecycle (payments/lifecycle.ts) allows.

const paymentHeaders = z.object({ id: docId.describe('the payment id') });

export const getPaymentContract = defineContract({
  method: 'GET',
  path: '/v1/payments/one',
  summary: 'One payment.',
  access: 'payments.read',
  scope: 'groups',
  headers: paymentHeaders,
  answer: paymentSchema,
  errors: ['NOT_FOUND', 'NO_USER_ALLOWED'],
});

/** A pay year in a header, as text (YYYY). */
const payYearHeader = z
  .string({ error: 'validation.number' })
  .trim()
  .regex(/^\d{4}$/, 'validation.number')
  .transform(Number)
  .pipe(z.number().min(PAY_YEAR_MIN, 'validation.number').max(PAY_YEAR_MAX, 'validation.number'));

/** The filters of GET /v1/payments/all, each optional; together they all apply. */
export const allPaymentsHeaders = pageHeaders.extend({
  year: payYearHeader.optional().describe('the pay year (YYYY)'),
  status: z.enum(PAYMENT_STATUSES, { error: 'validation.notAllowed' }).optional().describe(PAYMENT_STATUSES.join(', ')),
  mode: z.enum(PAYMENT_METHODS, { error: 'validation.notAllowed' }).optional().describe('the payment method'),
  member: docId.optional().describe("one member's payments (the member id)"),
});
export type AllPaymentsHeaders = z.infer<typeof allPaymentsHeaders>;

export const allPaymentsContract = defineContract({
  method: 'GET',
  path: '/v1/payments/all',
  summary: 'One page of the payments, optionally of one year, status, method or member.',
  description:
    "For integrations reading payments page by page (the list screen's file is POST /v1/payments/extraction). Pages " +
    "follow the payment ids: `cursor` is the previous answer's `next`, `limit` 1–LIST_PAGE_MAX. A group admin reads " +
    "the payments of their groups only. A member outside the caller's scope, or of no payment, gives an empty page.",
  access: 'payments.read',
  scope: 'groups',
  headers: allPaymentsHeaders,
  answer: z.strictObject({ result: z.array(paymentSchema), next: nextCursor }),
});

export const createPaymentContract = defineContract({
  method: 'POST',
  path: '/v1/payments/one',
  summary: 'Registers a payment of a member (any method but STRIPE, which only the provider writes).',
  description:
    'The operator is the signed-in admin; an operation copies its accounting codes into the payment (an inactive or ' +
    'missing one: `body.operationId` validation.notFound); a convention is named by `cluster` (`body.cluster`: ' +
    'validation.notFound). With `membershipFee` the same transaction renews the member: card valid until 31 December ' +
    'of payYear (never shortened), card and account ACTIVE, last payment date the pay date.',
  access: 'payments.write',
  scope: 'groups',
  body: paymentRegistration,
  answer: z.strictObject({ id: z.string() }),
  errors: ['USER_NOT_FOUND', 'NO_USER_ALLOWED'],
});

export const patchPaymentContract = defineContract({
  method: 'PATCH',
  path: '/v1/payments/one',
  summary: 'Changes a payment (all its fields, as the edit form sends them) and moves it along its lifecycle.',
  description:
    'A new status must be the next one (ONHOLD → PROCESSED → INVOICED); changed fields need a payment not yet ' +
    'invoiced. Anything else is PAYMENT_STATUS_CONFLICT and changes nothing; REFUNDED comes only with a refund. ' +
    'Invoicing is electronic invoicing: NOT_ENABLED while the organization has eInvoicing off; on, it takes the next ' +
    'invoice number of the year and keeps both parties for the FatturaPA document (GET e-invoice), after checking ' +
    "them: RECEIPT_DATA_MISSING with the missing fields as issues (the organization's VAT number, a registered " +
    "address written as 'street, CAP town (PR)'; the member's tax code and Italian residence), and then no number is " +
    'taken. The membership renewal a fee made stays.',
  access: 'payments.write',
  scope: 'groups',
  headers: paymentHeaders,
  body: paymentPatch,
  answer: z.strictObject({ id: z.string() }),
  errors: ['NOT_FOUND', 'NO_USER_ALLOWED', 'PAYMENT_STATUS_CONFLICT', 'NOT_ENABLED', 'RECEIPT_DATA_MISSING'],
});

export const deletePaymentContract = defineContract({
  method: 'DELETE',
  path: '/v1/payments/one',
  summary: 'Deletes a payment not yet invoiced (an invoiced one is corrected by a credit note).',
  description: 'Audited with the deleted fields. The membership renewal a fee made stays.',
  access: 'payments.write',
  scope: 'groups',
  headers: paymentHeaders,
  answer: z.strictObject({ deleted: z.literal(true) }),
  errors: ['NOT_FOUND', 'NO_USER_ALLOWED', 'PAYMENT_STATUS_CONFLICT'],
});

/** A receipt as the API answers it: the PDF and its number. */
export const receiptAnswer = z.strictObject({
  receipt: z.string().describe('the PDF, base64'),
  number: z.string().describe('n/yyyy: progressive per organization and year of issue'),
});

/** Which document of a payment: its receipt, or the credit note its refund issued when it had been invoiced. */
export const receiptRequest = z.object({
  id: docId.describe('the payment id'),
  kind: z.enum(['receipt', 'creditNote']).default('receipt'),
});

const receiptDescription =
  'The first print gives the payment the next number of the year (in a transaction: no gaps, no duplicates) and needs a ' +
  'payment received and not refunded (PROCESSED or INVOICED, else PAYMENT_STATUS_CONFLICT); later prints show the same ' +
  "number. RECEIPT_DATA_MISSING (with the missing fields as issues) when the organization's name, address or tax code " +
  'is missing: then no number is taken. `kind: creditNote` prints the credit note a refund of an invoiced payment ' +
  'issued (NOT_FOUND when it has none).';

export const printReceiptContract = defineContract({
  method: 'POST',
  path: '/v1/payments/print-receipt',
  summary: 'The receipt of a payment (answer `receipt`, a base64 PDF).',
  description: receiptDescription,
  access: 'payments.read',
  scope: 'groups',
  body: receiptRequest,
  answer: receiptAnswer,
  errors: ['NOT_FOUND', 'NO_USER_ALLOWED', 'PAYMENT_STATUS_CONFLICT', 'RECEIPT_DATA_MISSING'],
});

export const eInvoiceContract = defineContract({
  method: 'GET',
  path: '/v1/payments/e-invoice',
  summary: 'The electronic invoice of a payment (FatturaPA, format FPR12), or the one of its credit note, to send to SdI.',
  description:
    'Only for a payment invoiced through the product (PATCH one to INVOICED while eInvoicing is on: it took the next ' +
    'invoice number of the year and stored both parties as they were); else PAYMENT_STATUS_CONFLICT. `kind: creditNote` ' +
    'is the TD04 of its refund, naming the invoice it corrects (NOT_FOUND without one). Every download gives the same ' +
    'document and file name (IT + VAT number + five characters).',
  access: 'payments.read',
  scope: 'groups',
  headers: z.object({
    id: docId.describe('the payment id'),
    kind: z
      .enum(['invoice', 'creditNote'], { error: 'validation.notAllowed' })
      .default('invoice')
      .describe('invoice (TD01) or creditNote (TD04)'),
  }),
  answer: z.strictObject({
    xml: z.base64().describe('the FatturaPA XML, UTF-8, base64'),
    fileName: z.string().describe('IT{VAT number}_{five characters}.xml'),
    number: z.string().describe('the document number, n/yyyy'),
  }),
  errors: ['NOT_FOUND', 'NO_USER_ALLOWED', 'PAYMENT_STATUS_CONFLICT', 'NOT_ENABLED'],
  feature: 'eInvoicing',
});

export const refundPaymentContract = defineContract({
  method: 'GET',
  path: '/v1/payments/refund-payment',
  summary: 'Refunds a payment, whole or in part (after a confirmation in the screens).',
  description:
    'Only a PROCESSED or INVOICED payment (else PAYMENT_STATUS_CONFLICT), never beyond what is left of it ' +
    '(`headers.amount`: validation.refundTooLarge). A STRIPE payment is refunded through the provider and answered ' +
    '`PENDING`: the provider’s charge.refunded event to the webhook records it (idempotent on the event id). Any other ' +
    'method is recorded at once (`REFUNDED`). Refunding an INVOICED payment issues its credit note (its own ' +
    'progressive number per organization and year). Audited.',
  access: 'payments.refund',
  scope: 'groups',
  headers: z.object({
    payment: docId.describe('the payment id'),
    amount: z.coerce
      .number({ error: 'validation.cents' })
      .int('validation.cents')
      .positive('validation.cents')
      .optional()
      .describe('cents to refund; all that is left when absent'),
  }),
  answer: z.strictObject({ status: z.enum(['REFUNDED', 'PENDING']), refundedAmount: z.number().int().describe('cents refunded in all') }),
  errors: ['NOT_FOUND', 'NO_USER_ALLOWED', 'PAYMENT_STATUS_CONFLICT'],
});

export const paymentExtractionContract = defineContract({
  method: 'POST',
  path: '/v1/payments/extraction',
  summary: 'The payments the list shows, as a file: XLSX, CSV (`;`, BOM) or TXT (tab, BOM).',
  description:
    "The list's own query (filters, search, pay-date range, order; a group admin: its groups), every column of " +
    'PAYMENT_EXTRACTION_COLUMNS with Italian headers, amounts in euros as numbers, text neutralized against formula ' +
    'injection. Nothing matching: a header-only file and `count` 0. More than PAYMENT_EXTRACTION_MAX_ROWS rows: ' +
    'INVALID_REQUEST (`body.filters`: upload.tooManyRows).',
  access: 'payments.read',
  scope: 'groups',
  body: paymentExtractionRequest,
  answer: extractionAnswer,
});

const verificationReport = z.strictObject({
  memberId: z.string(),
  paid: z.boolean().describe('a membership fee of the year, received and not refunded'),
  before: z.string().nullable().describe('account status before'),
  after: z.string().nullable().describe('account status after (the same when nothing changed)'),
  reason: z
    .enum(VERIFICATION_REASONS)
    .nullable()
    .describe('autoRenew: the fee is being charged to the saved card (renewalCharges); payroll: it is deducted from the pay'),
  reminded: z.boolean().describe('a reminder was queued now'),
});

export const verifyPaymentsAllContract = defineContract({
  method: 'POST',
  path: '/v1/payments/verify-payments-all',
  summary: "The yearly verification of the whole organization's fees, as a job.",
  description:
    'Starts the job (organizations/{org}/verifications/{id}: progress, counts, and under report/ each member it changed ' +
    'or reminded) and answers its id; one already running is answered instead. Per member (domain feeVerdict): a ' +
    'cancellation requested ends an active membership (INACTIVE), an active member without a fee of the year received ' +
    'becomes INACTIVE — unless their payment account renews automatically with a usable card and their category has a ' +
    'yearly fee: then one charge of that fee is queued (renewalCharges/{year}_{member}) and the member stays ACTIVE until ' +
    'the provider answers (paid: the STRIPE payment with its renewal; declined: INACTIVE and a mail); a member with the ' +
    'automatic payroll charge (`payrollCharge`) stays as they are, neither made INACTIVE nor reminded: the fee comes ' +
    'with the payroll file — and with `sendMail` every other member who has not paid gets one reminder per year (through the outbox: ' +
    'quota counted). Safe to run twice: a second run changes and mails nobody again.',
  access: 'payments.verify',
  scope: 'organization',
  body: verifyAllRequest,
  answer: z.strictObject({ id: z.string(), state: z.enum(VERIFICATION_STATES) }),
});

export const verifyPaymentsContract = defineContract({
  method: 'POST',
  path: '/v1/payments/verify-payments',
  summary: "One member's verification for a year, at once (the same rule as verify-payments-all).",
  access: 'payments.write',
  scope: 'groups',
  body: verifyOneRequest,
  answer: verificationReport,
  errors: ['USER_NOT_FOUND', 'NO_USER_ALLOWED'],
});

/** The pay year of a payment file's rows that name none. */
const uploadYearHeader = z
  .string()
  .trim()
  .regex(/^\d{4}$/, 'validation.number')
  .refine((v) => Number(v) >= PAY_YEAR_MIN && Number(v) <= PAY_YEAR_MAX, 'validation.number')
  .describe('the pay year (YYYY) of the rows without a payyear');

export const paymentBulkUploadContract = defineContract({
  method: 'POST',
  path: '/v1/payments/bulk-upload',
  summary: 'Reads a bank statement or payroll file of payments (XLSX, CSV, TXT) and queues the job that records them.',
  description:
    'Header `mode`: BANK (the payments are bank transfers, BONIFICO) or PAYROLL (payroll deductions, PAYROLL); `value`: ' +
    'the pay year the rows are for unless a `payyear` column says otherwise. Columns: paydate, amount, one or more of ' +
    'taxcode, cardnumber and email (the payer; a row with several must name one member by all of them, else ' +
    'KEYS_CONFLICT on the first that names another; an email is found by the organization’s email claims), optional ' +
    'payyear, object, notes, fee (the membership fee of its year, yes when blank: it renews the card). A date as the ' +
    'member dates are read (dd/MM/yyyy, ISO, `15 Jan 2026`, `Jan 15, 2026`, `15 gennaio 2026`). An amount is exact or ' +
    'refused, never guessed (domain parseCents): a number cell of an XLSX is euro as it is; text is Italian writing — ' +
    '`,` before at most two decimals, `.` grouping thousands in threes, an optional € (`1.234,56`, `1234,5`, `€ 50`, ' +
    '`50`) — unless the whole amount column is English (domain amountColumnWriting: some amount reads only in English, ' +
    'as `25.00` or `1,250.00`, and none only in Italian), when it is read in English. Refused as INVALID_AMOUNT (the ' +
    'row and its `amount` cell in the report): more than two decimals (`0,123`, `30,123`), the other writing’s decimals ' +
    '(`25.50` in a column that also has `12,50`), and a single separator followed by exactly three digits and nothing ' +
    'else (`1.500`, `1,500`: thousands to one writer, decimals to another; write `1500` or `1.500,00`). The header is checked and every row validated first; a file that does not conform ' +
    'writes nothing (400 INVALID_REQUEST naming the missing, unexpected or duplicated columns). The job (organizations/{org}/uploads, ' +
    'kind payments) records each payment PROCESSED with its renewal in one transaction, with the scope of whoever ' +
    'started it, and reports every row; a payment already recorded by an earlier upload (same member, day, amount, ' +
    'year and method) is skipped, so a file uploaded twice or a resumed job records nothing twice. Resumed by ' +
    'POST /v1/members/bulk-upload-resume. With PAYROLL, `company` names the payroll company the deductions come from ' +
    '(one of the payroll companies of the settings, else `headers.company: validation.notAllowed`; with BANK it is ' +
    'refused the same way); every payment of the file records it (`payrollCompany {id, name}`). A file from another ' +
    'tool comes with `mapping` (its header → the column it fills, null: not imported; POST ' +
    '/v1/payments/bulk-upload-preview proposes one): the mapped columns are read as if so named, every other column is ' +
    'ignored. A mapping naming a column the payment file has not (`upload.mappingUnknownField`) or one column twice ' +
    '(`upload.mappingRepeatedField`) is INVALID_REQUEST at `body.mapping.<header>`.',
  access: 'payments.write',
  scope: 'groups',
  headers: z.object({
    mode: paymentUploadModeSchema.describe('BANK or PAYROLL'),
    value: uploadYearHeader,
    company: docId
      .optional()
      .describe('PAYROLL: the payroll company (settings, update-payroll-companies) whose pay slips the file comes from'),
  }),
  body: z.object({ ...fileUploadFieldsUpTo(MEMBER_UPLOAD_MAX_BASE64), mapping: columnMappingSchema.optional() }),
  maxBodyBytes: MEMBER_UPLOAD_MAX_BASE64 + 64 * 1024,
  answer: z.strictObject({ jobId: z.string(), total: z.number().int().nonnegative().describe('rows read') }),
});

export const paymentUploadPreviewContract = defineContract({
  method: 'POST',
  path: '/v1/payments/bulk-upload-preview',
  summary: 'Reads a payment file and tells how it would be read: the columns, the first rows as stored, the refused rows.',
  description:
    'Nothing is written. Without `mapping`, one is proposed from the header (Tessera’s own names, Italian and English ' +
    'names and their usual spellings, the contribution and payment exports of Galette, CiviCRM and Wild Apricot); a ' +
    'second column that looks like a column already taken is left out with `alsoLike`. With `mapping`, that one is ' +
    'applied, checked as POST /v1/payments/bulk-upload checks it. `header` says what the mapped file still lacks ' +
    `(paydate, amount, the tax code, the card number or the email). \`rows\`: the first ${UPLOAD_PREVIEW_ROWS} valid rows as ` +
    `they would be stored (amount in cents); \`refused\`: the first ${UPLOAD_PREVIEW_REFUSED} rows the file's own ` +
    'checks refuse, with the reason and the column (whether a row finds its member is known only when the job runs); ' +
    '`amountWriting`: the writing the amount column is read in, as the upload will read it.',
  access: 'payments.write',
  scope: 'groups',
  headers: z.object({ value: uploadYearHeader }),
  body: uploadPreviewBody,
  maxBodyBytes: MEMBER_UPLOAD_MAX_BASE64 + 64 * 1024,
  answer: uploadPreviewAnswer,
});

export const paymentMappingContracts = uploadMappingContracts(
  'payments',
  '/v1/payments/upload-mappings',
  'payments.write',
  'payment files',
);
export const listPaymentMappingsContract = paymentMappingContracts.list;
export const savePaymentMappingContract = paymentMappingContracts.save;
export const deletePaymentMappingContract = paymentMappingContracts.delete;
