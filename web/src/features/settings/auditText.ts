import type { TFunction } from 'i18next';
import { AUDIT_SUBJECTS, auditFieldLabelKey, auditValueKind, isAuditType, type AuditValueKind } from '@tessera/domain/entities/auditFields';
import type { ListType } from '@tessera/domain/entities/organization';
import { formatCents } from '@tessera/domain/locale/money';
import { memberPath, orgCol } from '@tessera/domain/paths';
import type { Language } from '@tessera/domain/constants';
import type { OnceRead } from '../../lib/data/useDocumentsOnce';
import { codeLabel } from '../../lib/i18n/codeLabels';
import type { AuditRow } from './api/useAuditPage';

/** What the log needs to name things it holds by id: the list values' names and the members and payments read once. */
export interface AuditLookups {
  orgId: string;
  lang: Language;
  lists: Record<ListType, Map<string, string>> | null;
  docs: ReadonlyMap<string, OnceRead>;
  formatDate: (d: Date) => string;
}

/**
 * One line of a record's changes, in words: "Stato: In attesa di fattura → Rimborsato". A record of something created
 * has no `before`, one of something deleted no `after`: the line then shows the one value there is.
 */
export interface AuditChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

const NONE = '—';
const MAX_TEXT = 80;
const MAX_LISTED = 5;

const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** A key the list does not know, as words rather than code: "ctaText" → "Cta text". */
const humanized = (key: string) => {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const asDate = (v: unknown): Date | null => {
  if (v instanceof Date) return v;
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v)) {
    const d = new Date(v.length === 10 ? `${v}T12:00:00Z` : v);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  if (v && typeof v === 'object' && typeof (v as { seconds?: unknown }).seconds === 'number')
    return new Date((v as { seconds: number }).seconds * 1000);
  return null;
};

const memberName = (data: OnceRead, t: TFunction): string => {
  if (data === undefined) return '…';
  if (data === null) return t('settings.audit.memberGone');
  return [data.name, data.surname].filter((s) => typeof s === 'string' && s).join(' ') || t('settings.audit.memberGone');
};

/** An item of a list as a short text, when it has one (a deleted member's name, a document's name). */
const itemText = (item: unknown): string | null => {
  if (typeof item === 'string' || typeof item === 'number') return String(item);
  if (item && typeof item === 'object') {
    const o = item as Record<string, unknown>;
    for (const k of ['name', 'orgName', 'email', 'card', 'label']) if (typeof o[k] === 'string' && o[k]) return o[k] as string;
  }
  return null;
};

/** A value in words, as the screens that edit it show it; `list` is the list of the record's target, if any. */
export function auditValueText(t: TFunction, kind: AuditValueKind, value: unknown, lk: AuditLookups, list?: ListType): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (Array.isArray(value) && kind !== 'items') {
    return value.length === 0 ? t('settings.audit.itemsNone') : clip(value.map((v) => auditValueText(t, kind, v, lk, list)).join(', '));
  }
  if (kind.startsWith('code:')) return codeLabel(t, kind.slice('code:'.length), String(value));
  if (kind.startsWith('list:') || kind === 'sameList') {
    const type = kind === 'sameList' ? list : (kind.slice('list:'.length) as ListType);
    if (!type) return String(value);
    return lk.lists?.[type]?.get(String(value)) ?? (lk.lists ? t('settings.audit.valueGone') : '…');
  }
  switch (kind) {
    case 'bool':
      return t(value ? 'settings.audit.yes' : 'settings.audit.no');
    case 'cents':
      return typeof value === 'number' ? formatCents(value, lk.lang) : String(value);
    case 'number':
      return typeof value === 'number' ? value.toLocaleString(lk.lang === 'en' ? 'en-GB' : 'it-IT') : String(value);
    case 'date': {
      const d = asDate(value);
      return d ? lk.formatDate(d) : String(value);
    }
    case 'rich':
      return t('settings.audit.rich');
    case 'member':
      return memberName(lk.docs.get(memberPath(lk.orgId, String(value))), t);
    case 'card': {
      const c = value as { brand?: unknown; last4?: unknown };
      return typeof c.last4 === 'string'
        ? t('settings.audit.cardOf', { brand: typeof c.brand === 'string' ? c.brand.toUpperCase() : '', last4: c.last4 })
        : NONE;
    }
    case 'items': {
      const items = Array.isArray(value) ? value : typeof value === 'object' ? Object.values(value) : [value];
      if (items.length === 0) return t('settings.audit.itemsNone');
      const texts = items.map(itemText);
      if (items.length <= MAX_LISTED && texts.every((s) => s !== null)) return clip(texts.join(', '));
      return t('settings.audit.items', { count: items.length });
    }
    default: {
      if (typeof value === 'object')
        return clip(
          Object.values(value)
            .filter((v) => v !== null && v !== undefined)
            .map(String)
            .join(' · '),
        );
      return clip(String(value));
    }
  }
}

/**
 * The record's changes, field by field, in words; hidden fields left out, and so are the fields a change left as they
 * were (an administrator's address beside the groups that changed).
 */
export function auditChanges(t: TFunction, row: AuditRow, lk: AuditLookups): AuditChange[] {
  const both = row.before !== null && row.after !== null;
  return fieldChanges(t, row, lk)
    .filter((c) => !both || !c.same)
    .map(({ field, label, before, after, rich }) =>
      // formatted text is not shown: that it changed is what the log can say
      both && rich
        ? { field, label, before: null, after: t('settings.audit.richChanged') }
        : {
            field,
            label,
            // a field on one side only (a deletion's report: who was deleted, which cards were not found) is a value, not a change
            before: row.before === null || !(field in row.before) ? null : before,
            after: row.after === null || (!(field in row.after) && row.before !== null && field in row.before) ? null : after,
          },
    );
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function fieldChanges(
  t: TFunction,
  row: AuditRow,
  lk: AuditLookups,
): { field: string; label: string; before: string; after: string; same: boolean; rich: boolean }[] {
  const keys = [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])];
  const type = isAuditType(row.type) ? row.type : null;
  const keysOf = type ? AUDIT_SUBJECTS[type].keysOf : undefined;
  return keys.flatMap((field) => {
    // a record keyed by list values (payroll companies): each key a value of that list, each value yes or no
    if (keysOf) {
      const label = lk.lists?.[keysOf]?.get(field) ?? t('settings.audit.valueGone');
      return [
        {
          field,
          label,
          before: auditValueText(t, 'bool', row.before?.[field], lk),
          after: auditValueText(t, 'bool', row.after?.[field], lk),
          same: sameValue(row.before?.[field], row.after?.[field]),
          rich: false,
        },
      ];
    }
    const kind = (type && auditValueKind(type, field)) || 'text';
    const list = type && AUDIT_SUBJECTS[type].target === 'listValue' ? (row.target.split('/')[0] as ListType) : undefined;
    if (kind === 'hidden' || field === 'sortKeys') return [];
    const labelKey = type ? auditFieldLabelKey(type, field) : null;
    return [
      {
        field,
        label: labelKey ? t(labelKey) : humanized(field),
        before: auditValueText(t, kind, row.before?.[field], lk, list),
        after: auditValueText(t, kind, row.after?.[field], lk, list),
        same: sameValue(row.before?.[field], row.after?.[field]),
        rich: kind === 'rich',
      },
    ];
  });
}

const firstText = (row: AuditRow, keys: string[]): string | null => {
  for (const side of [row.after, row.before]) for (const k of keys) if (typeof side?.[k] === 'string' && side[k]) return side[k] as string;
  return null;
};

/** The member a record is about, when it is about one: its target, or the second half of "sale/member". */
const targetMemberId = (row: AuditRow): string | null => {
  if (!isAuditType(row.type) || AUDIT_SUBJECTS[row.type].target !== 'member' || !row.target) return null;
  return row.target.includes('/') ? row.target.split('/').pop()! : row.target;
};

const paymentPath = (orgId: string, id: string) => `${orgCol(orgId, 'payments')}/${id}`;

/** The documents the page's records name by id (members, payments): read once to show their names. */
export function auditDocumentPaths(rows: readonly AuditRow[], orgId: string): string[] {
  return rows.flatMap((row) => {
    const paths: string[] = [];
    const member = targetMemberId(row);
    if (member) paths.push(memberPath(orgId, member));
    for (const side of [row.before, row.after]) if (typeof side?.memberId === 'string') paths.push(memberPath(orgId, side.memberId));
    if (isAuditType(row.type) && AUDIT_SUBJECTS[row.type].target === 'payment' && row.target && !firstText(row, ['holder']))
      paths.push(paymentPath(orgId, row.target));
    return paths;
  });
}

/** What a record is about, in words ("Gruppi: Monza", a member's name, "Pagamento di Mario Rossi"), or null when the type says it all. */
export function auditTargetText(t: TFunction, row: AuditRow, lk: AuditLookups): string | null {
  if (!isAuditType(row.type)) return null;
  switch (AUDIT_SUBJECTS[row.type].target) {
    case 'organization':
      return null;
    case 'named':
      return firstText(row, ['name', 'subject', 'email', 'fileName']);
    case 'email':
      return row.target || null;
    case 'listValue': {
      const [type, id] = row.target.split('/') as [ListType, string | undefined];
      const name = (id && lk.lists?.[type]?.get(id)) || firstText(row, ['name']) || t('settings.audit.valueGone');
      return t('settings.audit.listValue', { list: codeLabel(t, 'settings.lists.types', type), name });
    }
    case 'member': {
      const id = targetMemberId(row);
      return id ? memberName(lk.docs.get(memberPath(lk.orgId, id)), t) : null;
    }
    case 'payment': {
      const stored = lk.docs.get(paymentPath(lk.orgId, row.target));
      const holder = firstText(row, ['holder']) ?? (stored && typeof stored.holder === 'string' ? stored.holder : null);
      return holder ? t('settings.audit.paymentOf', { holder }) : t('settings.audit.paymentGone');
    }
    case 'policy':
      return codeLabel(t, 'settings.policies.kinds', row.target.split('/').pop() ?? '');
    case 'request': {
      const area = /\/v1\/([^/?\s]+)/.exec(row.target)?.[1];
      return area ? t('settings.audit.area', { area: codeLabel(t, 'settings.audit.areas', area) }) : null;
    }
  }
}
