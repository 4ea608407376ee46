import type { ListRequest } from '@tessera/domain/lists/query';
import { auditList, type AuditFilterKey, type AuditSortKey } from '@tessera/domain/lists/specs';
import { scopeFilter } from '@tessera/domain/scope';
import { usePagedQuery, type StoredData } from '../../../lib/data/usePagedQuery';
import type { SessionProfile } from '../../../lib/session/types';

/** One audit record as the settings list shows it. */
export interface AuditRow {
  id: string;
  type: string;
  at: Date | null;
  by: { email: string | null; role: string } | null;
  target: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** A record's own keys: everything else a server event wrote (deceased.ts, webhook.ts) is what it records. */
const RECORD_KEYS = new Set(['type', 'at', 'by', 'target', 'before', 'after', 'sortKeys']);

const toAuditRow = (id: string, d: StoredData): AuditRow => {
  const extra = Object.fromEntries(Object.entries(d).filter(([k]) => !RECORD_KEYS.has(k)));
  const after = (d.after as Record<string, unknown> | null) ?? null;
  return {
    id,
    type: String(d.type ?? ''),
    at: d.at instanceof Date ? d.at : null,
    by: d.by && typeof d.by === 'object' ? { email: (d.by.email as string | null) ?? null, role: String(d.by.role ?? '') } : null,
    target: String(d.target ?? d.memberId ?? ''),
    before: (d.before as Record<string, unknown> | null) ?? null,
    after: d.after === undefined && Object.keys(extra).length ? extra : after,
  };
};

/** One page of the organization's audit trail, newest first, live (domain lists/specs.ts auditList). */
export function useAuditPage(profile: SessionProfile, request: Omit<ListRequest<AuditFilterKey, AuditSortKey>, 'scope' | 'page'>) {
  // toAuditRow is a module function: the same one every render, as usePagedQuery needs
  return usePagedQuery(profile.orgId, auditList, { ...request, scope: scopeFilter(profile) }, toAuditRow);
}
