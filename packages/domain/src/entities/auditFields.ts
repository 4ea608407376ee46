import { recipientsCount } from '../mailshots/mailshot';
import { AUDIT_TYPES, type AuditType } from './audit';
import { preferencesSchema, publicInfoSchema, type ListType } from './organization';

/**
 * What each audit type's record holds, for the people who read the activity log: every field the server writes in
 * `before`/`after`, the words that name it and how its value reads. The settings screen shows a record through this
 * list only, and a unit test checks that every type and field here has its text in Italian and English.
 *
 * A field is named by the form that edits it (`form` + field: the sale form's "Data dell'attività"), or, when no form
 * shows it, by `settings.audit.fields.<field>`. A value is one of:
 * - `text`, `number`, `bool`, `cents` (an amount in cents), `date` (an ISO date or time), `rich` (HTML: never shown raw);
 * - `code:<prefix>`: a stored code read as `<prefix>.<code>` (a payment's `PROCESSED` → "Pagato");
 * - `list:<type>`: a list value's id read as its name (a group's id → "Monza");
 * - `sameList`: an id of the list the record's target belongs to (where a deleted value's members moved);
 * - `member`: a member's id read as the member's name; `items`: a list or object, counted; `card`: a saved card;
 * - `hidden`: kept for tracing, not shown (internal ids).
 */
export type AuditValueKind =
  | 'text'
  | 'number'
  | 'bool'
  | 'cents'
  | 'date'
  | 'rich'
  | 'items'
  | 'member'
  | 'sameList'
  | 'card'
  | 'hidden'
  | `code:${string}`
  | `list:${ListType}`;

/** What a record's `target` names, and so how the log names it (never as a bare id). */
export type AuditTargetKind =
  /** the organization's own settings (preferences, logo, plan…): the type says it all */
  | 'organization'
  /** a record named by its own fields (`name`, `subject`, `email`) in before/after */
  | 'named'
  /** `<list type>/<id>`: a list value, named by its list and its name */
  | 'listValue'
  /** a member's id */
  | 'member'
  /** a payment's id: named by its holder */
  | 'payment'
  /** an email address, shown as it is */
  | 'email'
  /** `policies/<kind>` */
  | 'policy'
  /** `<METHOD> /v1/<area>/…`: the area a platform admin changed */
  | 'request';

export interface AuditSubject {
  target: AuditTargetKind;
  /** the locale prefix whose `<prefix>.<field>` names `formFields` (the form that edits the thing) */
  form?: string;
  formFields?: Readonly<Record<string, AuditValueKind>>;
  /** fields no form names: `settings.audit.fields.<field>`, or a locale key of their own */
  fields?: Readonly<Record<string, AuditValueKind | { kind: AuditValueKind; label: string }>>;
  /** the record's keys are ids of this list (payroll companies: one yes/no per company) */
  keysOf?: ListType;
}

const NAMED = 'named' as const;
const HIDDEN = 'hidden' as const;
const ORG = 'organization' as const;

const SALE: AuditSubject = {
  target: NAMED,
  form: 'sales.fields',
  formFields: {
    name: 'text',
    descriptionHTML: 'rich',
    type: 'code:sales.types',
    saleDate: 'date',
    openingDate: 'date',
    expirationDate: 'date',
    seatsAvailable: 'number',
    maxEnrolled: 'number',
    minEnrolled: 'number',
    prices: 'items',
    onlineSellable: 'bool',
    visibleOnline: 'bool',
    payrollChargeable: 'bool',
    canHaveFamily: 'bool',
    familyCategory: 'list:categories',
    paymentMethods: 'code:paymentMethod',
  },
  fields: { id: HIDDEN, currentEnrolled: 'number', period: 'code:sales.periods' },
};

const CONVENTION: AuditSubject = {
  target: NAMED,
  form: 'conventions.fields',
  formFields: {
    name: 'text',
    description: 'text',
    notes: 'text',
    startDate: 'date',
    endDate: 'date',
    perpetual: 'bool',
    company: 'list:conv_companies',
  },
  fields: { id: HIDDEN, documents: 'items' },
};

const CONVENTION_DOCUMENT: AuditSubject = {
  target: NAMED,
  fields: { name: 'text', fileName: 'text', size: 'number' },
};

const CAMPAIGN: AuditSubject = {
  target: NAMED,
  form: 'campaigns.fields',
  formFields: {
    name: 'text',
    category: 'text',
    place: 'text',
    startDate: 'date',
    endDate: 'date',
    ctaText: 'text',
    maxParticipants: 'number',
    qrType: 'text',
    policies: 'items',
    formFields: 'items',
    headerHtml: 'rich',
    confirmationEmail: 'items',
    tags: 'items',
    duplicates: 'text',
    published: 'bool',
  },
  fields: { id: HIDDEN, month: HIDDEN, sortKeys: HIDDEN, createdAt: 'date', updatedAt: 'date' },
};

const PAYMENT_FIELDS = {
  payDate: 'date',
  payYear: 'number',
  amount: 'cents',
  mode: 'code:paymentMethod',
  object: 'text',
  quantity: 'number',
  vatPercent: 'number',
  notes: 'text',
  cluster: 'text',
  operationId: HIDDEN,
  status: 'code:paymentStatus',
  membershipFee: 'bool',
  payrollCompany: 'list:group_companies',
} as const;

const PAYMENT: AuditSubject = {
  target: 'payment',
  form: 'payments.fields',
  formFields: PAYMENT_FIELDS,
  fields: {
    memberId: 'member',
    holder: 'text',
    invoice: 'text',
    refundedAmount: 'cents',
    creditNote: 'text',
    eventId: HIDDEN,
  },
};

const OPERATION: AuditSubject = {
  target: NAMED,
  form: 'payments.operations.codes',
  formFields: { b1Aggregate: 'text', project: 'text', account: 'text', cdc: 'text' },
  fields: {
    name: { kind: 'text', label: 'payments.operations.name' },
    active: { kind: 'bool', label: 'payments.operations.active' },
  },
};

const LIST_VALUE: AuditSubject = {
  target: 'listValue',
  form: 'settings.lists',
  formFields: { name: 'text', offered: 'bool', code: 'text', group: 'list:groups' },
  fields: {
    id: HIDDEN,
    // the target names the list already
    type: HIDDEN,
    amount: { kind: 'cents', label: 'settings.lists.price' },
    movedTo: 'sameList',
    moved: 'number',
    leftAdmins: 'items',
    sortKeys: HIDDEN,
  },
};

const CUSTOM_FIELD: AuditSubject = {
  target: NAMED,
  form: 'settings.fields',
  formFields: {
    name: 'text',
    type: 'code:settings.fields.types',
    allowedValues: 'items',
    required: 'bool',
    visibleToMember: 'bool',
  },
  fields: { removedFrom: 'number', ids: 'items' },
};

const ADMIN: AuditSubject = {
  target: NAMED,
  form: 'settings.admins',
  formFields: { email: 'text', role: 'code:roles', groups: 'list:groups' },
};

const SENDER: AuditSubject = { target: NAMED, form: 'settings.senders', formFields: { name: 'text', email: 'text' } };

/** The preferences as the preferences screen names them: its switches, then its other settings. */
const preferenceFields = (): AuditSubject => {
  const own: Record<string, { kind: AuditValueKind; label: string }> = {
    dateFormat: { kind: 'text', label: 'settings.preferences.dateFormat' },
    gracePeriodMonths: { kind: 'number', label: 'settings.preferences.grace' },
    memberEditableFields: { kind: 'code:settings.preferences.fields', label: 'settings.preferences.memberEditable' },
    scannerRoles: { kind: 'code:roles', label: 'settings.preferences.scannerRoles' },
  };
  const flags = Object.keys(preferencesSchema.shape).filter((k) => !(k in own));
  return {
    target: ORG,
    form: 'settings.preferences.flags',
    formFields: Object.fromEntries(flags.map((k) => [k, 'bool' as const])),
    fields: own,
  };
};

const PUBLIC_INFO: AuditSubject = {
  target: ORG,
  form: 'settings.publicInfo.fields',
  formFields: Object.fromEntries(
    Object.keys(publicInfoSchema.shape)
      .filter((k) => k !== 'stampDutyExempt')
      .map((k) => [k, 'text' as const]),
  ),
  fields: { stampDutyExempt: 'bool' },
};

const MEMBER_ACCOUNT: AuditSubject = {
  target: 'member',
  fields: {
    autoRenew: 'bool',
    card: 'card',
    accountStatus: 'code:accountStatus',
    paymentId: HIDDEN,
    amount: 'cents',
    year: 'number',
    failure: 'text',
  },
};

const DECEASED: AuditSubject = {
  target: 'member',
  fields: {
    notice: 'code:members.deceasedNotice.statuses',
    flagged: 'bool',
    reportedBy: 'text',
    reportedAt: 'date',
    // the record's target already names the member
    memberId: HIDDEN,
    reached: 'items',
    members: 'items',
    source: 'text',
    notReached: 'number',
    limit: 'number',
  },
};

const ORGANIZATION: AuditSubject = { target: ORG, fields: { name: 'text', plan: 'text', suspended: 'bool' } };

/** An archive's size in documents, counts only: never who is in it. */
const ARCHIVE_COUNTS = { documents: 'number', members: 'number', payments: 'number', counts: HIDDEN, jobId: HIDDEN } as const;

/** An exception to an assembly's roll: the member (target), the assembly's title, why, and the reason it waived. */
const ASSEMBLY_EXCEPTION: AuditSubject = {
  target: 'member',
  fields: { assemblyId: HIDDEN, name: 'text', note: 'text', waived: 'code:settings.audit.waivedReasons' },
};

/** A document of a draft assembly (target: the assembly): its name, the agenda item it belongs to, its size. */
const ASSEMBLY_DOCUMENT: AuditSubject = { target: NAMED, fields: { name: 'text', itemId: HIDDEN, size: 'number' } };

/** A proxy on paper: the member who gave it (target), the assembly's title, the member who holds it. */
const PAPER_PROXY: AuditSubject = { target: 'member', fields: { assemblyId: HIDDEN, name: 'text', proxyHolder: 'member' } };

export const AUDIT_SUBJECTS: { readonly [T in AuditType]: AuditSubject } = {
  listValueAdded: LIST_VALUE,
  listValueChanged: LIST_VALUE,
  listValueDeleted: LIST_VALUE,
  preferencesChanged: preferenceFields(),
  registerSettingsChanged: { target: ORG, fields: { resolutionRequired: { kind: 'bool', label: 'register.resolutionRequired' } } },
  publicInfoChanged: PUBLIC_INFO,
  logoChanged: { target: ORG, fields: { logo: 'text', fileName: 'text', width: 'number', height: 'number' } },
  themeChanged: { target: ORG, fields: { colour: 'text' } },
  payrollCompaniesChanged: { target: ORG, keysOf: 'group_companies' },
  membersDeleted: { target: ORG, fields: { members: 'items', notFound: 'items' } },
  memberErased: {
    target: ORG,
    fields: { memberId: 'hidden', origin: 'code:settings.audit.erasureOrigins', reason: 'text', changed: 'number', areas: 'items' },
  },
  retentionChanged: { target: ORG, fields: { years: 'number' } },
  assemblyExceptionGranted: ASSEMBLY_EXCEPTION,
  assemblyExceptionWithdrawn: ASSEMBLY_EXCEPTION,
  assemblyDocumentAdded: ASSEMBLY_DOCUMENT,
  assemblyDocumentRemoved: ASSEMBLY_DOCUMENT,
  assemblyPaperProxyRecorded: PAPER_PROXY,
  assemblyPaperProxyRevoked: PAPER_PROXY,
  membersInvited: {
    target: ORG,
    fields: { invited: 'number', signedIn: 'number', noEmail: 'number', deceased: 'number', search: 'text' },
  },
  adminAdded: ADMIN,
  adminChanged: ADMIN,
  adminRemoved: ADMIN,
  adminInvitationResent: ADMIN,
  mailSenderAdded: SENDER,
  mailSenderVerified: SENDER,
  mailSenderDefault: SENDER,
  mailSenderRemoved: SENDER,
  organizationCreated: ORGANIZATION,
  organizationSuspended: ORGANIZATION,
  organizationReactivated: ORGANIZATION,
  archiveExported: { target: ORG, fields: { fileName: 'text', size: 'number', ...ARCHIVE_COUNTS } },
  archiveImported: {
    target: ORG,
    fields: { sourceName: 'text', sourceId: 'text', archivedAt: 'date', toolVersion: 'text', ...ARCHIVE_COUNTS },
  },
  domainAdded: { target: ORG, fields: { host: 'text' } },
  domainRemoved: { target: ORG, fields: { host: 'text' } },
  policyPublished: {
    target: 'policy',
    fields: { version: 'number', fileId: HIDDEN, fileName: 'text', publishedAt: 'date' },
  },
  conventionCreated: CONVENTION,
  conventionChanged: CONVENTION,
  conventionDeleted: CONVENTION,
  conventionDocumentAdded: CONVENTION_DOCUMENT,
  conventionDocumentRemoved: CONVENTION_DOCUMENT,
  saleCreated: SALE,
  saleChanged: SALE,
  saleCloned: SALE,
  saleDeleted: SALE,
  registrationCancelled: { target: 'member', fields: { quantity: 'number', paymentId: HIDDEN, cancelled: 'bool' } },
  customFieldAdded: CUSTOM_FIELD,
  customFieldChanged: CUSTOM_FIELD,
  customFieldsReordered: CUSTOM_FIELD,
  customFieldDeleted: CUSTOM_FIELD,
  operationAdded: OPERATION,
  operationChanged: OPERATION,
  operationDeleted: OPERATION,
  paymentChanged: PAYMENT,
  paymentDeleted: PAYMENT,
  paymentRefunded: PAYMENT,
  requestDecided: {
    target: NAMED,
    fields: { status: 'code:requests.statuses', note: 'text', refund: 'bool' },
  },
  autoRenewChanged: MEMBER_ACCOUNT,
  paymentMethodChanged: MEMBER_ACCOUNT,
  planChanged: {
    target: ORG,
    fields: { plan: 'text', billing: 'code:plans.billing', renews: 'bool', pending: 'text' },
  },
  campaignCreated: CAMPAIGN,
  campaignChanged: CAMPAIGN,
  campaignDeleted: CAMPAIGN,
  mailshotSent: {
    target: NAMED,
    fields: { subject: 'text', ...Object.fromEntries(Object.keys(recipientsCount.shape).map((k) => [k, 'number' as const])) },
  },
  suppressionCleared: { target: 'email', fields: { reason: 'code:members.suppression.reasons' } },
  renewalCharged: MEMBER_ACCOUNT,
  renewalFailed: MEMBER_ACCOUNT,
  impersonationStarted: { target: ORG, fields: { from: HIDDEN } },
  impersonationEnded: { target: ORG },
  impersonatedRequest: { target: 'request', fields: { from: HIDDEN } },
  deceasedPropagated: DECEASED,
  deceasedReceived: DECEASED,
  deceasedConfirmed: DECEASED,
  deceasedDismissed: DECEASED,
  deceasedReportsLimited: DECEASED,
  stalePaymentEvent: {
    target: ORG,
    fields: { eventType: 'text', sessionId: HIDDEN, org: HIDDEN, ageMs: HIDDEN },
  },
};

/** The locale key that names `field` in a record of `type`, or null when the list does not know the field. */
export function auditFieldLabelKey(type: AuditType, field: string): string | null {
  const subject = AUDIT_SUBJECTS[type];
  if (subject.form && subject.formFields && field in subject.formFields) return `${subject.form}.${field}`;
  const own = subject.fields?.[field];
  if (own === undefined) return null;
  return typeof own === 'string' ? `settings.audit.fields.${field}` : own.label;
}

/** How a field's value reads, or null when the list does not know the field. */
export function auditValueKind(type: AuditType, field: string): AuditValueKind | null {
  const subject = AUDIT_SUBJECTS[type];
  const formKind = subject.formFields?.[field];
  if (formKind) return formKind;
  const own = subject.fields?.[field];
  if (own === undefined) return null;
  return typeof own === 'string' ? own : own.kind;
}

/** Every field a record of `type` may hold, with the key that names it (hidden ones included: they need no text). */
export function auditFieldsOf(type: AuditType): { field: string; kind: AuditValueKind; labelKey: string }[] {
  const subject = AUDIT_SUBJECTS[type];
  return [...Object.keys(subject.formFields ?? {}), ...Object.keys(subject.fields ?? {})].map((field) => ({
    field,
    kind: auditValueKind(type, field)!,
    labelKey: auditFieldLabelKey(type, field)!,
  }));
}

export const isAuditType = (type: string): type is AuditType => (AUDIT_TYPES as readonly string[]).includes(type);
