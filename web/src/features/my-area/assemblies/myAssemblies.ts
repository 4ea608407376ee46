import type { AgendaItem, AssemblyStatus } from '@tessera/domain/assemblies/assembly';
import type { AssemblyDocument } from '@tessera/domain/assemblies/documents';
import type { NotEntitledReason } from '@tessera/domain/assemblies/entitlement';
import { statuteRulesOf, type AssemblyKind, type StatuteRules } from '@tessera/domain/assemblies/rules';
import { assemblyPath, assemblyRulesPath, orgCol } from '@tessera/domain/paths';
import type { Live } from '../../../lib/data/live';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';

/** An assembly as a member reads it (never a draft: the rules hide those from members). */
export interface MyAssembly {
  id: string;
  kind: AssemblyKind;
  title: string;
  firstCall: string;
  secondCall: string;
  place: string | null;
  online: boolean;
  status: AssemblyStatus;
  agenda: AgendaItem[];
  /** fixed when convened; each downloaded through the API's short-lived link */
  documents?: AssemblyDocument[];
  present?: number;
  represented?: number;
  /** the minutes were approved into the book: members may read them */
  minutesApproved?: boolean;
}

/** The member's line of the roll, written when the back office reckons it (absent until then). */
export interface MyEntitlement {
  entitled: boolean;
  reason: NotEntitledReason | null;
  eligibleFrom: string | null;
  exception: string | null;
}

/** The proxy the member gave: to whom, and whether an admin recorded it from paper. */
export interface MyProxy {
  holder: string;
  paper: boolean;
}

/** The proxies the member holds: the givers' member codes. */
export interface MyHeld {
  count: number;
  givers: string[];
}

export interface MyAttendance {
  present: boolean;
  mode: 'HALL' | 'REMOTE';
}

// Members read only the assemblies convened; the query says so, the statuses being what the rules allow.
const VISIBLE: AssemblyStatus[] = ['CONVENED', 'OPEN', 'CLOSED'];

/** Every assembly of the organization a member may read, live. */
export function useMyAssemblies(orgId: string): Live<MyAssembly[]> {
  return useLiveCollection<MyAssembly>(orgCol(orgId, 'assemblies'), { filters: [{ field: 'status', op: 'in', value: VISIBLE }] });
}

/** One assembly, live: the votes open and close on it while the member watches. */
export function useMyAssembly(orgId: string, id: string): Live<MyAssembly | null> {
  const live = useLiveDocument<Omit<MyAssembly, 'id'>>(assemblyPath(orgId, id));
  if (live.status !== 'success' || !live.data) return live as Live<MyAssembly | null>;
  return { ...live, data: { ...live.data, id } };
}

/** The statute's rules (the law's defaults where the association set none): remote attendance, electronic voting. */
export function useStatuteRules(orgId: string): StatuteRules | undefined {
  const live = useLiveDocument<Partial<StatuteRules>>(assemblyRulesPath(orgId));
  return live.status === 'success' ? statuteRulesOf(live.data) : live.status === 'error' ? statuteRulesOf(null) : undefined;
}

/** Everything under the assembly that concerns the member, each a document the rules let them read, live. */
export function useMySide(orgId: string, assemblyId: string, memberId: string) {
  const base = assemblyPath(orgId, assemblyId);
  const entitlement = useLiveDocument<MyEntitlement>(`${base}/entitlements/${memberId}`);
  const proxy = useLiveDocument<MyProxy>(`${base}/proxies/${memberId}`);
  const held = useLiveDocument<MyHeld>(`${base}/holders/${memberId}`);
  const attendance = useLiveDocument<MyAttendance>(`${base}/attendance/${memberId}`);
  // the voter's markers: read by query on their own memberId (a marker not yet written cannot be read by id, since the
  // rules look at the stored memberId)
  const voted = useLiveCollection<{ id: string; item: string }>(`${base}/voters`, {
    filters: [{ field: 'memberId', op: '==', value: memberId }],
  });
  return {
    entitlement,
    proxy: proxy.status === 'success' ? proxy.data : undefined,
    held: held.status === 'success' ? (held.data ?? { count: 0, givers: [] }) : undefined,
    attendance: attendance.status === 'success' ? attendance.data : undefined,
    votedItems: new Set(voted.status === 'success' ? voted.data.map((v) => v.item) : []),
  };
}
export type MySide = ReturnType<typeof useMySide>;
