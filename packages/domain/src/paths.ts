/**
 * Firestore paths, one source for functions, web, seed and tests.
 * The data model is documented in docs/data-model.md.
 */
export const col = {
  accounts: 'accounts',
  profiles: 'profiles',
  organizations: 'organizations',
  processedEvents: 'processedEvents',
  /** emailed verification codes, one per purpose and email (server only) */
  verificationCodes: 'verificationCodes',
  /** fixed-window request counters (server only) */
  rateLimits: 'rateLimits',
  /** activation tickets of card activations whose step 1 passed, keyed by the ticket's hash (server only) */
  activationChecks: 'activationChecks',
  /** members' invitation links, keyed by the hash of the link's token (server only: accounts/memberInvitations.ts) */
  memberInvitations: 'memberInvitations',
  /** password-reset requests waiting for their trigger to mail the link (server only) */
  passwordResetRequests: 'passwordResetRequests',
  /** Apple devices registered for a wallet pass's updates, one per device and pass (server only: cards/wallet.ts) */
  appleWalletRegistrations: 'appleWalletRegistrations',
  /** the Google Wallet API calls and APNs pushes the emulator's stand-ins record instead of making (emulator only) */
  devWalletCalls: 'devWalletCalls',
  /** the local checkout's sessions when no Stripe key is set (emulator only) */
  localCheckoutSessions: 'localCheckoutSessions',
  /** the local stand-in's customers (members' payment accounts) when no Stripe key is set (emulator only) */
  localCustomers: 'localCustomers',
  /** the local stand-in's off-session charges (a saved card charged at renewal) when no Stripe key is set (emulator only) */
  localPaymentIntents: 'localPaymentIntents',
  /** the local stand-in's subscriptions to organizations' plans when no Stripe key is set (emulator only) */
  localSubscriptions: 'localSubscriptions',
  /** the provider's payment (a Stripe PaymentIntent id) → the organization's payment it paid, for refund events (server only) */
  providerPayments: 'providerPayments',
  /** pending undos of username changes, by the hash of the link's token (server only) */
  usernameUndos: 'usernameUndos',
  /** download tickets of stored files kept in Firestore, by the hash of the link's token (server only) */
  fileLinks: 'fileLinks',
  /** association archives being uploaded in pieces for an import, by upload id (server only: archive/upload.ts) */
  archiveUploads: 'archiveUploads',
  /** the installation's own documents: `hosts`, the association domains (server only; deployment/hostsMap.ts) */
  platform: 'platform',
} as const;

export const ORG_COLLECTIONS = [
  'members',
  'cards',
  'payments',
  /** members' requests (refunds, cancellations: entities/memberRequest.ts), decided in Richieste */
  'requests',
  /** members' payment accounts (entities/paymentAccount.ts: saved card, auto-renew, provider customer), by member id; server only */
  'paymentAccounts',
  /** yearly fee verifications (payments/verification.ts): a job's progress and, under report/, what it changed */
  'verifications',
  /** fees charged to members' saved cards at renewal (payments/renewalCharge.ts), by `{year}_{member}`; server only */
  'renewalCharges',
  'sales',
  /** members' marketplace carts (entities/cart.ts: the seats held while paying, the one payment after), server only */
  'carts',
  /** whose checkout is being made for a member now (marketplace/checkoutTurn.ts), by member id; server only */
  'checkoutTurns',
  'conventions',
  'listValues',
  'customFields',
  /** saved advanced searches (search/saved.ts) */
  'searches',
  /** advanced search downloads built in the background (search/download.ts): their owner reads the progress */
  'searchExports',
  /** the advanced search's projection (search/record.ts): members' searchable rows in SEARCH_SHARDS documents; server only */
  'searchShards',
  /** the organization's subscription to its plan (plans/subscription.ts: the provider's ids, what renews), server only */
  'billing',
  'operations',
  'campaigns',
  /** the QR scanner's log (scanner/scan.ts), one document per scan id: who, where, when, what it answered */
  'scans',
  /** ACCESS codes redeemed (scanner/scan.ts redemptionId), created once by the scan that lets the holder in; server only */
  'redemptions',
  /** fidelity points by member id (FIDELITY campaign scans); the member reads their own */
  'points',
  /** phones and tablets registered to check people in offline (scanner/doorList.ts): scope, owner, last sync, signed out */
  'doorDevices',
  /** ACCESS codes two devices both admitted while apart: both scans, which one is the admission */
  'doorConflicts',
  'mailSenders',
  'mail',
  /** newsletters (mailshots/mailshot.ts): drafts, count shards, one delivery per recipient */
  'mailshots',
  /** addresses newsletters no longer reach (unsubscribed, bounced, complained), by recipient key */
  'suppressions',
  /** soft bounces in a row per address (deliveryEvents.ts suppressionAfter), by recipient key; server only */
  'softBounces',
  'counters',
  'files',
  'uploads',
  /** column mappings of member files saved by name (uploads/columnMapping.ts); read through the API only */
  'uploadMappings',
  'signups',
  /** server-written audit records (deceased propagations); no client rule reads or writes them */
  'audit',
  /** deceased reports from other organizations (entities/deceasedNotice.ts), waiting for a general admin's decision */
  'deceasedNotices',
  'uniques',
  /** documents derived from others for cheap reads, written with them (summaries/listNames: every list value's name in one read) */
  'summaries',
  /** the register of members' entries (register/entry.ts), by zero-padded sequence number; appended only, by the server */
  'registerEntries',
  /**
   * the register's head (`register/head`: last entry's number and hash, the opening step's progress) and its settings
   * (`register/settings`: register/resolutions.ts)
   */
  'register',
  /**
   * the admissions and openings still without a board resolution (register/resolutions.ts), by entry id: kept by the
   * register's appends, so the screen counts and pages them without reading the whole register
   */
  'registerUnresolved',
  /** where each member stands in the register ('in' or 'out', the last entry about them), by member id; server only */
  'registerMembers',
  /** what the register last wrote about each membership fee payment (register/fees.ts), by payment id; server only */
  'registerFees',
  /**
   * members and payments the register has still to look at, one document per member or payment (`member-{id}`,
   * `fee-{id}`), queued by their triggers and emptied by the register's drainer (functions register/drain.ts); server only
   */
  'registerQueue',
  /** the register drainer's lease (`registerDrain/lease`: who appends now, until when) and kick (`registerDrain/kick`); server only */
  'registerDrain',
  /** erasures of members' personal data (entities/erasure.ts), by member id: status and counts only; server only */
  'erasures',
  /** the association's exports and imports as archives (archive/manifest.ts): a job's status and progress; general admins read it */
  'archiveJobs',
  /**
   * members' assemblies (assemblies/assembly.ts), with their entitlements, proxies, holders, attendance, ballots and
   * voters beneath (docs/assemblies.md)
   */
  'assemblies',
  /** the statute's rules for assemblies (`assemblyRules/statute`: assemblies/rules.ts) */
  'assemblyRules',
  /** the book of assembly meetings' entries (assemblies/minutes.ts), by zero-padded number; appended only, by the server */
  'assemblyBookEntries',
  /** the book of assembly meetings' head (`assemblyBook/head`: last entry's number and hash) */
  'assemblyBook',
] as const;
export type OrgCollection = (typeof ORG_COLLECTIONS)[number];

export const accountPath = (uid: string) => `${col.accounts}/${uid}`;
export const profilePath = (profileId: string) => `${col.profiles}/${profileId}`;
export const orgPath = (orgId: string) => `${col.organizations}/${orgId}`;
/** The association domains, host → organization, in one document (`hosts`): read whole by the hosts file. */
export const hostsPath = `${col.platform}/hosts`;
export const orgCol = (orgId: string, name: OrgCollection) => `${orgPath(orgId)}/${name}`;
export const memberPath = (orgId: string, memberId: string) => `${orgCol(orgId, 'members')}/${memberId}`;
/** The member's back-office-only data (notes, hidden custom values, suspension communications): entities/memberPrivate.ts. */
export const memberPrivatePath = (orgId: string, memberId: string) => `${memberPath(orgId, memberId)}/private/admin`;
/**
 * When the member downloaded their card, per kind (cards/wallet.ts CARD_DOWNLOAD_KINDS: `{ pdf: { at, count } }`):
 * beside the member, not on it, so a download fires none of the member's triggers; the back office reads it.
 */
export const memberCardDownloadsPath = (orgId: string, memberId: string) => `${memberPath(orgId, memberId)}/private/cardDownloads`;
/**
 * The member's wallet passes as last changed (`{ updatedAt }`): the Apple pass web service lists the passes changed
 * since a device's last look from it (cards/wallet/walletUpdates.ts writes it when the card changes). Server only.
 */
export const memberWalletPassPath = (orgId: string, memberId: string) => `${memberPath(orgId, memberId)}/private/walletPass`;
/**
 * The member's back-office document kept beside the member (its `private` subcollection): whoever deletes the member
 * deletes it with them, since a subcollection outlives its parent.
 */
export const memberSidePaths = (orgId: string, memberId: string) => [memberPrivatePath(orgId, memberId)];
/**
 * The member's wallet documents (the download log, the passes' change time), also in `private`: left by whoever
 * deletes the member, because the cards' reaction to that deletion reads the log to withdraw the passes the member
 * took, then deletes both (functions cards/wallet/walletUpdates.ts).
 */
export const memberWalletPaths = (orgId: string, memberId: string) => [
  memberCardDownloadsPath(orgId, memberId),
  memberWalletPassPath(orgId, memberId),
];
export const deceasedNoticePath = (orgId: string, noticeId: string) => `${orgCol(orgId, 'deceasedNotices')}/${noticeId}`;
export const cardPath = (orgId: string, cardNumber: string) => `${orgCol(orgId, 'cards')}/${cardNumber}`;
/** The member keys kept unique by claim documents (server only); card numbers are unique by their card document's id. */
export const UNIQUE_MEMBER_KEYS = ['email', 'ssn'] as const;
export type UniqueMemberKey = (typeof UNIQUE_MEMBER_KEYS)[number];
/** The claim of one value (`uniques/email:anna%2Btessera%40gmail.com`): encoded, since an email may hold a '/'. */
export const uniquePath = (orgId: string, key: UniqueMemberKey, value: string) =>
  `${orgCol(orgId, 'uniques')}/${key}:${encodeURIComponent(value)}`;

/** One document of the advanced search's projection (shard `n` of SEARCH_SHARDS: search/record.ts). */
export const searchExportPath = (orgId: string, id: string) => `${orgCol(orgId, 'searchExports')}/${id}`;
export const searchShardPath = (orgId: string, n: number) => `${orgCol(orgId, 'searchShards')}/${n}`;

/** The organization's subscription to its plan (one document). */
export const subscriptionPath = (orgId: string) => `${orgCol(orgId, 'billing')}/subscription`;

/** Every list value's name by type in one document (listNamesOf; every list-value writer rewrites it in the same write): screens read it, not the collection. */
export const listNamesPath = (orgId: string) => `${orgCol(orgId, 'summaries')}/listNames`;

/** Counter documents: one for the organization, one per group (group admins read only theirs). */
export const ORG_MEMBER_COUNTER = 'members';
export const groupMemberCounter = (groupId: string) => `members_group_${groupId}`;
/** The payments' counters (count and amount in all, by year, method, status, refunded, fee): the payments list's totals. */
export const ORG_PAYMENT_COUNTER = 'payments';
export const groupPaymentCounter = (groupId: string) => `payments_group_${groupId}`;
export const counterPath = (orgId: string, counterId: string) => `${orgCol(orgId, 'counters')}/${counterId}`;
/**
 * The highest card number the organization has issued (`{ last: string }`, leading zeros kept), raised in the
 * same transaction as every card creation: the next number is read from one document, not from every card id.
 */
export const CARD_NUMBER_COUNTER = 'cardNumbers';

/** Profile ids are deterministic: one profile per account per organization and role. */
export const profileId = (uid: string, orgId: string, role: string) => `${uid}_${orgId}_${role}`;

/** The register of members: its head, one entry, where a member stands (register/entry.ts). */
export const registerHeadPath = (orgId: string) => `${orgCol(orgId, 'register')}/head`;
export const registerEntryPath = (orgId: string, id: string) => `${orgCol(orgId, 'registerEntries')}/${id}`;
export const registerSettingsPath = (orgId: string) => `${orgCol(orgId, 'register')}/settings`;
export const registerUnresolvedPath = (orgId: string, id: string) => `${orgCol(orgId, 'registerUnresolved')}/${id}`;
export const registerMemberPath = (orgId: string, memberId: string) => `${orgCol(orgId, 'registerMembers')}/${memberId}`;
export const registerFeePath = (orgId: string, paymentId: string) => `${orgCol(orgId, 'registerFees')}/${paymentId}`;
export const registerDrainLeasePath = (orgId: string) => `${orgCol(orgId, 'registerDrain')}/lease`;
/** The register drainer's kick: created by the first item queued while none stands, it starts a drainer (register/queue.ts). */
export const registerDrainKickPath = (orgId: string) => `${orgCol(orgId, 'registerDrain')}/kick`;

/** A members' assembly and the statute's rules for them (docs/assemblies.md). */
export const assemblyPath = (orgId: string, id: string) => `${orgCol(orgId, 'assemblies')}/${id}`;
export const assemblyRulesPath = (orgId: string) => `${orgCol(orgId, 'assemblyRules')}/statute`;
export const assemblyBookHeadPath = (orgId: string) => `${orgCol(orgId, 'assemblyBook')}/head`;
export const assemblyBookEntryPath = (orgId: string, id: string) => `${orgCol(orgId, 'assemblyBookEntries')}/${id}`;
