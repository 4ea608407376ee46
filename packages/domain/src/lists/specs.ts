import { groupPaymentCounter, ORG_PAYMENT_COUNTER, type OrgCollection } from '../paths';

export type SortDir = 'asc' | 'desc';

/**
 * What a list lets the user do, declared once: the equality filters, the sortable columns (each ordered by a
 * stored field), the search field, and how a counter document answers the total. The query builder
 * (query.ts), the composite indexes (indexes.ts), the web hook and the rules' tests all read it.
 */
export interface ListSpec<F extends string = string, S extends string = string> {
  collection: OrgCollection;
  /**
   * A list of one document's subcollection (a mailshot's deliveries): the rows live at
   * `{collection}/{request.parent}/{subcollection}`, and its indexes are the subcollection's.
   */
  subcollection?: string;
  /** equality filters: a filter key is the stored field's name */
  filters: readonly F[];
  /** sortable columns → the stored field each orders by */
  sorts: Readonly<Record<S, string>>;
  defaultSort: { key: S; dir: SortDir };
  /** the array of search prefixes (searchTokens.ts); null: the list has no search */
  searchField: 'searchTokens' | null;
  /** the field a group admin's scope filters on (scope.ts); null: the list's readers are organization-wide roles */
  scopeField: 'group' | null;
  /**
   * Where the member counters answer the total exactly: the counter fields summed when nothing is filtered,
   * and per filter the field counting one value (null when no counter holds it). A group filter picks the
   * group's counter document; any other combination (two counted filters, section, category, search) is
   * counted by a count() aggregation.
   */
  counters: {
    total: readonly string[];
    byFilter: Partial<Record<F, (value: string) => string | null>>;
    /** the counter documents' ids: the organization's and a group's (default: the member counters) */
    documents?: { org: string; group: (groupId: string) => string };
    /** where a counted field's summed `sumField` is kept beside it (payments: `byYear.2026.count` → `….amount`) */
    sumOf?: (countField: string) => string;
  } | null;
  /** filters whose stored field is not text: the chosen value is converted before the query (payYear 2026, refunded true) */
  filterTypes?: Partial<Record<F, 'number' | 'boolean'>>;
  /**
   * A sortable column whose stored field (a calendar day `YYYY-MM-DD`) may be limited to a from/to range. Firestore
   * orders a range's field first, so a list with a range chosen is sorted by that column.
   */
  range?: S;
  /** a stored number summed over the filtered set with the total (one aggregation query): the payments' amount */
  sumField?: string;
}

/** The pause after the last keystroke before a list searches: one query per word typed, not per letter. */
export const LIST_SEARCH_PAUSE_MS = 300;

export const MEMBER_FILTERS = ['group', 'section', 'category', 'accountStatus', 'cardStatus'] as const;
export type MemberFilterKey = (typeof MEMBER_FILTERS)[number];
export const MEMBER_SORTS = ['surname', 'name', 'ssn', 'cardNumber', 'group', 'accountStatus'] as const;
export type MemberSortKey = (typeof MEMBER_SORTS)[number];

/** Associati: the filters and columns of the subscribers page. */
export const memberList: ListSpec<MemberFilterKey, MemberSortKey> = {
  collection: 'members',
  filters: MEMBER_FILTERS,
  sorts: Object.fromEntries(MEMBER_SORTS.map((k) => [k, `sortKeys.${k}`])) as Record<MemberSortKey, string>,
  defaultSort: { key: 'surname', dir: 'asc' },
  searchField: 'searchTokens',
  scopeField: 'group',
  counters: {
    total: ['total'],
    byFilter: { accountStatus: (v) => `byAccountStatus.${v}`, cardStatus: (v) => `byCardStatus.${v}` },
  },
};

export const CARD_FILTERS = ['status'] as const;
export type CardFilterKey = (typeof CARD_FILTERS)[number];
export const CARD_SORTS = ['number', 'holder'] as const;
export type CardSortKey = (typeof CARD_SORTS)[number];

/**
 * Tessere: filtered by the stored status (the nightly expiry job turns a card INACTIVE once its grace
 * period is over: expireCards.ts), searched by holder and number. A card follows its member's card status, so
 * the members' byCardStatus counts cards too; cards without a member (NOT_FOUND) are counted by count().
 */
export const cardList: ListSpec<CardFilterKey, CardSortKey> = {
  collection: 'cards',
  filters: CARD_FILTERS,
  sorts: { number: 'sortKeys.number', holder: 'sortKeys.holder' },
  defaultSort: { key: 'number', dir: 'asc' },
  searchField: 'searchTokens',
  scopeField: 'group',
  counters: {
    total: ['byCardStatus.ACTIVE', 'byCardStatus.INACTIVE'],
    byFilter: { status: (v) => (v === 'NOT_FOUND' ? null : `byCardStatus.${v}`) },
  },
};

export const AUDIT_FILTERS = ['type'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTERS)[number];
export type AuditSortKey = 'at';

/**
 * The audit trail in settings: newest first, filtered by kind of record. Its readers are the settings
 * roles (no group scope), it has no search and no counter: the total is a count() aggregation.
 */
export const auditList: ListSpec<AuditFilterKey, AuditSortKey> = {
  collection: 'audit',
  filters: AUDIT_FILTERS,
  sorts: { at: 'sortKeys.at' },
  defaultSort: { key: 'at', dir: 'desc' },
  searchField: null,
  scopeField: null,
  counters: null,
};

export const DECEASED_NOTICE_FILTERS = ['status'] as const;
export type DeceasedNoticeFilterKey = (typeof DECEASED_NOTICE_FILTERS)[number];
export type DeceasedNoticeSortKey = 'at';

/**
 * Deceased reports from other organizations (entities/deceasedNotice.ts), newest first, filtered by status (the
 * pending ones first of all). Read by the general admins only (no group scope); a few a year, so the total is a
 * count() aggregation.
 */
export const deceasedNoticeList: ListSpec<DeceasedNoticeFilterKey, DeceasedNoticeSortKey> = {
  collection: 'deceasedNotices',
  filters: DECEASED_NOTICE_FILTERS,
  sorts: { at: 'sortKeys.at' },
  defaultSort: { key: 'at', dir: 'desc' },
  searchField: null,
  scopeField: null,
  counters: null,
};

export const CONVENTION_FILTERS = ['company'] as const;
export type ConventionFilterKey = (typeof CONVENTION_FILTERS)[number];
export const CONVENTION_SORTS = ['name', 'end'] as const;
export type ConventionSortKey = (typeof CONVENTION_SORTS)[number];

/**
 * Convenzioni: searched by name, filtered by company, sorted by name or by end date (the soonest to
 * expire first; perpetual ones last). Organization-wide for every back-office role (conventions have no group);
 * a handful per association, so the total is a count() aggregation.
 */
export const conventionList: ListSpec<ConventionFilterKey, ConventionSortKey> = {
  collection: 'conventions',
  filters: CONVENTION_FILTERS,
  sorts: { name: 'sortKeys.name', end: 'sortKeys.end' },
  defaultSort: { key: 'name', dir: 'asc' },
  searchField: 'searchTokens',
  scopeField: null,
  counters: null,
};

export const SALE_FILTERS = ['type', 'period', 'visibleOnline', 'free', 'seatsFree'] as const;
export type SaleFilterKey = (typeof SALE_FILTERS)[number];
export const SALE_SORTS = ['saleDate', 'name'] as const;
export type SaleSortKey = (typeof SALE_SORTS)[number];

/**
 * Attività & Tagliandi: searched by name, filtered by type, period (upcoming, open, closed, past: stored
 * with the item and moved on each night), shown online, free of charge and seats still free (both stored with the
 * item: entities/sale.ts); limited to a range of days; sorted by day (the latest first) or name. The members' shop reads
 * the same list. Organization-wide for the back office (sale items have no group); a few hundred per association, so
 * the total is a count() aggregation.
 */
export const saleList: ListSpec<SaleFilterKey, SaleSortKey> = {
  collection: 'sales',
  filters: SALE_FILTERS,
  sorts: { saleDate: 'sortKeys.saleDate', name: 'sortKeys.name' },
  defaultSort: { key: 'saleDate', dir: 'desc' },
  searchField: 'searchTokens',
  scopeField: null,
  counters: null,
  filterTypes: { visibleOnline: 'boolean', free: 'boolean', seatsFree: 'boolean' },
  range: 'saleDate',
};

export const CAMPAIGN_FILTERS = ['qrType', 'published', 'category'] as const;
export type CampaignFilterKey = (typeof CAMPAIGN_FILTERS)[number];
export const CAMPAIGN_SORTS = ['startDate', 'name'] as const;
export type CampaignSortKey = (typeof CAMPAIGN_SORTS)[number];

/**
 * Campaigns: searched by any word of name, place, category and tags; filtered by QR type, published and
 * category; sorted by start day (the latest first) or name. Organization-wide; the total is a count() aggregation.
 */
export const campaignList: ListSpec<CampaignFilterKey, CampaignSortKey> = {
  collection: 'campaigns',
  filters: CAMPAIGN_FILTERS,
  sorts: { startDate: 'sortKeys.startDate', name: 'sortKeys.name' },
  defaultSort: { key: 'startDate', dir: 'desc' },
  searchField: 'searchTokens',
  scopeField: null,
  counters: null,
  filterTypes: { published: 'boolean' },
};

export const PAYMENT_FILTERS = ['group', 'payYear', 'mode', 'status', 'memberId', 'cluster', 'refunded', 'cardPayment'] as const;
export type PaymentFilterKey = (typeof PAYMENT_FILTERS)[number];
export const PAYMENT_SORTS = ['payDate', 'holder', 'amount'] as const;
export type PaymentSortKey = (typeof PAYMENT_SORTS)[number];

/**
 * Pagamenti: the newest first, filtered by year, method, status, member, convention (cluster), refunded
 * and card payment (the membership fee), limited to a pay-date range, searched by the member's surname, name, tax
 * code and card number (copied onto each payment and kept in step with the member). Up to 200,000 payments per
 * organization: the total and the sum of the amounts come from the payment counters or, for the other filters, one
 * count()+sum() aggregation, never a scan.
 */
export const paymentList: ListSpec<PaymentFilterKey, PaymentSortKey> = {
  collection: 'payments',
  filters: PAYMENT_FILTERS,
  sorts: { payDate: 'sortKeys.payDate', holder: 'sortKeys.holder', amount: 'sortKeys.amount' },
  defaultSort: { key: 'payDate', dir: 'desc' },
  searchField: 'searchTokens',
  scopeField: 'group',
  // the trigger-kept payment counters (payments/paymentCounters.ts) answer one year, method, status, refunded or fee
  // filter (or none) with two document reads; member, convention, a range, search or two filters are aggregated
  counters: {
    total: ['all.count'],
    byFilter: {
      payYear: (v) => `byYear.${v}.count`,
      mode: (v) => `byMode.${v}.count`,
      status: (v) => `byStatus.${v}.count`,
      refunded: (v) => `byRefunded.${v}.count`,
      cardPayment: (v) => `byCardPayment.${v}.count`,
    },
    documents: { org: ORG_PAYMENT_COUNTER, group: groupPaymentCounter },
    sumOf: (field) => field.replace(/\.count$/, '.amount'),
  },
  filterTypes: { payYear: 'number', refunded: 'boolean', cardPayment: 'boolean' },
  range: 'payDate',
  sumField: 'amount',
};

export const REQUEST_FILTERS = ['group', 'status', 'type'] as const;
export type RequestFilterKey = (typeof REQUEST_FILTERS)[number];
export type RequestSortKey = 'at';

/**
 * Richieste: the members' requests, newest first, the pending ones at first (the page opens filtered on
 * PENDING), by type; a group admin sees its groups' members' requests. Few per organization: count() aggregation.
 */
export const requestList: ListSpec<RequestFilterKey, RequestSortKey> = {
  collection: 'requests',
  filters: REQUEST_FILTERS,
  sorts: { at: 'sortKeys.at' },
  defaultSort: { key: 'at', dir: 'desc' },
  searchField: null,
  scopeField: 'group',
  counters: null,
};

export const MAILSHOT_FILTERS = ['state'] as const;
export type MailshotFilterKey = (typeof MAILSHOT_FILTERS)[number];
export type MailshotSortKey = 'createdAt';

/**
 * Invii email: the organization's mailshots, newest first (`sortKeys.createdAt`, the ISO instant it was
 * created), filtered by state (drafts, queued, sending, done). Organization-wide for the mail roles; a few per month, so
 * the total is a count() aggregation.
 */
export const mailshotList: ListSpec<MailshotFilterKey, MailshotSortKey> = {
  collection: 'mailshots',
  filters: MAILSHOT_FILTERS,
  sorts: { createdAt: 'sortKeys.createdAt' },
  defaultSort: { key: 'createdAt', dir: 'desc' },
  searchField: null,
  scopeField: null,
  counters: null,
};

export const DELIVERY_FILTERS = ['state'] as const;
export type DeliveryFilterKey = (typeof DELIVERY_FILTERS)[number];
export type DeliverySortKey = 'email';

/**
 * A mailshot's recipients in its monitor: one delivery per recipient under the mailshot, sorted by address
 * (stored normalized: trimmed, lower-case), filtered by delivery state. The total is a count() aggregation (the
 * monitor's totals per state come from the mailshot's count shards).
 */
export const deliveryList: ListSpec<DeliveryFilterKey, DeliverySortKey> = {
  collection: 'mailshots',
  subcollection: 'deliveries',
  filters: DELIVERY_FILTERS,
  sorts: { email: 'email' },
  defaultSort: { key: 'email', dir: 'asc' },
  searchField: null,
  scopeField: null,
  counters: null,
};

/**
 * An item's registrations on its page: the newest first, read live under the rules; a group admin's scope filters
 * them by the registering member's group (kept on each registration), so the scope × the order needs an index.
 */
export const registrationList: ListSpec<never, 'createdAt'> = {
  collection: 'sales',
  subcollection: 'registrations',
  filters: [],
  sorts: { createdAt: 'createdAt' },
  defaultSort: { key: 'createdAt', dir: 'desc' },
  searchField: null,
  scopeField: 'group',
  counters: null,
};

export type RegisterSortKey = 'seq';

/**
 * The register of members' entries (register/entry.ts), newest first by number: one page at a time on the single-field
 * index of `seq`. Read by the organization-wide roles that verify it; its size is the head's number, so no count.
 */
export const registerList: ListSpec<never, RegisterSortKey> = {
  collection: 'registerEntries',
  filters: [],
  sorts: { seq: 'seq' },
  defaultSort: { key: 'seq', dir: 'desc' },
  searchField: null,
  scopeField: null,
  counters: null,
};

/**
 * The admissions still without a board resolution (register/resolutions.ts), oldest first: a small collection the
 * register's appends keep, paged on `seq` and counted by one count() aggregation.
 */
export const registerUnresolvedList: ListSpec<never, RegisterSortKey> = {
  collection: 'registerUnresolved',
  filters: [],
  sorts: { seq: 'seq' },
  defaultSort: { key: 'seq', dir: 'asc' },
  searchField: null,
  scopeField: null,
  counters: null,
};
