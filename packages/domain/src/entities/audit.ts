/**
 * An audit record (organizations/{org}/audit/{id}): who did what, when, to what, with the state before
 * and after. Settings changes, admin changes, deletions, impersonation and bulk operations write one in the same
 * transaction as the change; general admins browse them in settings.
 */
export const AUDIT_TYPES = [
  'listValueAdded',
  'listValueChanged',
  'listValueDeleted',
  'preferencesChanged',
  // the register of members' settings (register/settings.ts): whether the statute requires a resolution per admission
  'registerSettingsChanged',
  'publicInfoChanged',
  'logoChanged',
  'themeChanged',
  'payrollCompaniesChanged',
  'membersDeleted',
  // an invitation to the personal area sent to members (invitations/send.ts): how many, whom it skipped, from which search
  'membersInvited',
  'adminAdded',
  'adminChanged',
  'adminRemoved',
  'adminInvitationResent',
  'mailSenderAdded',
  'mailSenderVerified',
  'mailSenderDefault',
  'mailSenderRemoved',
  'organizationCreated',
  'organizationSuspended',
  'organizationReactivated',
  // the association archive (archive/): an export of the whole organization, and the import that created this one
  'archiveExported',
  'archiveImported',
  // an association domain led to the organization, or taken away (organizations/addDomain.ts, removeDomain.ts)
  'domainAdded',
  'domainRemoved',
  'policyPublished',
  'conventionCreated',
  'conventionChanged',
  'conventionDeleted',
  'conventionDocumentAdded',
  'conventionDocumentRemoved',
  'saleCreated',
  'saleChanged',
  'saleCloned',
  'saleDeleted',
  'registrationCancelled',
  'customFieldAdded',
  'customFieldChanged',
  'customFieldsReordered',
  'customFieldDeleted',
  'operationAdded',
  'operationChanged',
  'operationDeleted',
  'paymentChanged',
  'paymentDeleted',
  'paymentRefunded',
  'requestDecided',
  // a member's own payment account (my-area paymentAccount*.ts)
  'autoRenewChanged',
  'paymentMethodChanged',
  'planChanged',
  'campaignCreated',
  'campaignChanged',
  'campaignDeleted',
  // mailshots: a send (recipients resolved, quota reserved) and a suppression an admin cleared
  'mailshotSent',
  'suppressionCleared',
  // the fee charged to a saved card at renewal, as the provider answered (payments/renewalCharge.ts)
  'renewalCharged',
  'renewalFailed',
  'impersonationStarted',
  'impersonationEnded',
  // every change a platform admin makes while impersonating (functions/src/http/dispatch.ts)
  'impersonatedRequest',
  // written by the server on its own (members/deceased.ts, payments/webhook.ts)
  'deceasedPropagated',
  'deceasedReceived',
  // a general admin's decision on another organization's deceased report (members/deceasedNotice.ts)
  'deceasedConfirmed',
  'deceasedDismissed',
  // reports beyond the reporting organization's daily allowance: none sent (members/deceased.ts)
  'deceasedReportsLimited',
  'stalePaymentEvent',
  // a member's personal data erased (erasure/): counts only, never who; and the retention period of former members
  'memberErased',
  'retentionChanged',
  // an exception to an assembly's roll, documented by an admin (assemblies/exception.ts): granted or withdrawn
  'assemblyExceptionGranted',
  'assemblyExceptionWithdrawn',
  // a document attached to a draft assembly, or removed from it (assemblies/documents.ts)
  'assemblyDocumentAdded',
  'assemblyDocumentRemoved',
  // a proxy written on paper, recorded or revoked by an admin (assemblies/proxies.ts)
  'assemblyPaperProxyRecorded',
  'assemblyPaperProxyRevoked',
] as const;
export type AuditType = (typeof AUDIT_TYPES)[number];

export interface AuditActor {
  uid: string;
  email: string | null;
  role: string;
}

export interface AuditRecord {
  type: AuditType;
  by: AuditActor | null;
  /** what was changed: a list value "groups/abc", "preferences", a member id… */
  target: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The list's sort key (lists/specs.ts auditList): the record's time as an ISO string, which orders as the time does. */
export const auditSortKeys = (at: Date) => ({ at: at.toISOString() });
