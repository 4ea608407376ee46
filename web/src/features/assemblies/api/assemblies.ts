import type { AssemblyView } from '@tessera/domain/assemblies/assembly';
import type { AssemblyInput } from '@tessera/domain/assemblies/assembly';
import {
  assemblyExceptionContract,
  assemblyRollContract,
  checkInContract,
  checkOutContract,
  closeAssemblyContract,
  closeVoteContract,
  conveneAssemblyContract,
  createAssemblyContract,
  doorCheckInContract,
  getAssemblyRulesContract,
  openAssemblyContract,
  openVoteContract,
  recordHandsContract,
  paperProxyScanContract,
  recordPaperProxyContract,
  revokePaperProxyContract,
  setAssemblyRulesContract,
  updateAssemblyContract,
} from '@tessera/domain/contracts/assemblies';
import { fileToBase64 } from '../../../lib/files/fileToBase64';
import { followLink } from '../../../lib/files/followLink';
import type { StatuteRules } from '@tessera/domain/assemblies/rules';
import { assemblyPath, orgCol } from '@tessera/domain/paths';
import { apiCall } from '../../../lib/api/client';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';

// Reads come from Firestore under the rules (the back office reads an assembly whole); every change is an API call.

/** An assembly as the list and its pages read it (assemblies/{id}): the stored view, id included. */
export type AssemblyDoc = Omit<AssemblyView, 'id'> & { id: string };

/** Every assembly of the organization, the latest first call first: a handful a year, read whole. */
export const useAssemblies = (orgId: string) =>
  useLiveCollection<AssemblyDoc>(orgCol(orgId, 'assemblies'), { order: [{ field: 'firstCall', direction: 'desc' }] });

/** One assembly, live: its status, agenda and counts of those present and represented move as the hall does. */
export const useAssembly = (orgId: string, id: string) => useLiveDocument<Omit<AssemblyDoc, 'id'>>(assemblyPath(orgId, id));

export interface ProxyDoc {
  id: string;
  giver: string;
  holder: string;
  paper: boolean;
  /** a paper proxy's signed form (read through paper-proxy-scan) */
  scanFileId?: string | null;
}
export interface AttendanceDoc {
  id: string;
  memberId: string;
  present: boolean;
  mode: 'HALL' | 'REMOTE';
}
export interface ExceptionDoc {
  id: string;
  memberId: string;
  note: string;
  waived: string | null;
}

const under = (orgId: string, id: string, sub: string) => `${assemblyPath(orgId, id)}/${sub}`;
export const useProxies = (orgId: string, id: string) => useLiveCollection<ProxyDoc>(under(orgId, id, 'proxies'));
export const useAttendance = (orgId: string, id: string) => useLiveCollection<AttendanceDoc>(under(orgId, id, 'attendance'));

export const getRules = () => apiCall(getAssemblyRulesContract, { overlay: false });
export const saveRules = (rules: StatuteRules) => apiCall(setAssemblyRulesContract, { body: rules, overlay: false });

/** Writes a new draft, or rewrites the draft `id`: answers the assembly's id. */
export async function saveDraft(id: string | null, assembly: AssemblyInput): Promise<string> {
  if (id === null) return (await apiCall(createAssemblyContract, { body: assembly, overlay: false })).id;
  await apiCall(updateAssemblyContract, { body: { assemblyId: id, assembly }, overlay: false });
  return id;
}

const ref = (assemblyId: string) => ({ body: { assemblyId }, overlay: false });
export const convene = (assemblyId: string) => apiCall(conveneAssemblyContract, ref(assemblyId));
export const openAssembly = (assemblyId: string) => apiCall(openAssemblyContract, ref(assemblyId));
export const closeAssembly = (assemblyId: string) => apiCall(closeAssemblyContract, ref(assemblyId));
export const fetchRoll = (assemblyId: string) => apiCall(assemblyRollContract, ref(assemblyId));

export const setException = (assemblyId: string, memberId: string, granted: boolean, note: string) =>
  apiCall(assemblyExceptionContract, { body: { assemblyId, memberId, granted, note }, overlay: false });
/** POST /v1/assemblies/paper-proxy with the scan of the signed form. */
export async function recordPaperProxy(assemblyId: string, giverId: string, holderId: string, scan: File) {
  const body = { assemblyId, giverId, holderId, scan: { fileName: scan.name, contentBase64: await fileToBase64(scan) } };
  return apiCall(recordPaperProxyContract, { body, overlay: false });
}
/** POST /v1/assemblies/paper-proxy-revoke: a paper proxy taken back, its scan deleted. */
export const revokePaperProxy = (assemblyId: string, giverId: string) =>
  apiCall(revokePaperProxyContract, { body: { assemblyId, giverId }, overlay: false });
/** The scan of a paper proxy, opened through its short-lived link. */
export async function openPaperProxyScan(assemblyId: string, giverId: string) {
  followLink((await apiCall(paperProxyScanContract, { headers: { assembly: assemblyId, giver: giverId }, overlay: false })).url);
}
export const checkIn = (assemblyId: string, memberId: string) =>
  apiCall(checkInContract, { body: { assemblyId, memberId }, overlay: false });
export const doorCheckIn = (assemblyId: string, code: string) =>
  apiCall(doorCheckInContract, { body: { assemblyId, code }, overlay: false });
export const checkOut = (assemblyId: string, memberId: string) =>
  apiCall(checkOutContract, { body: { assemblyId, memberId }, overlay: false });

const item = (assemblyId: string, itemId: string) => ({ assemblyId, itemId });
export const openVote = (assemblyId: string, itemId: string) =>
  apiCall(openVoteContract, { body: item(assemblyId, itemId), overlay: false });
export const closeVote = (assemblyId: string, itemId: string) =>
  apiCall(closeVoteContract, { body: item(assemblyId, itemId), overlay: false });
export const recordHands = (assemblyId: string, itemId: string, counts: { yes: number; no: number; abstain: number }) =>
  apiCall(recordHandsContract, { body: { ...item(assemblyId, itemId), ...counts }, overlay: false });
