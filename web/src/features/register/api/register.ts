import {
  openRegisterContract,
  registerPdfContract,
  registerResolutionContract,
  registerSettingsContract,
  registerXlsxContract,
  verifyRegisterContract,
} from '@tessera/domain/contracts/register';
import { registerList, registerUnresolvedList } from '@tessera/domain/lists/specs';
import { registerHeadPath, registerSettingsPath } from '@tessera/domain/paths';
import type { RegisterEntry } from '@tessera/domain/register/entry';
import type { RegisterSettings, UnresolvedAdmission } from '@tessera/domain/register/resolutions';
import { apiCall } from '../../../lib/api/client';
import { saveBase64File } from '../../../lib/files/saveBase64';
import { usePagedQuery, type StoredData } from '../../../lib/data/usePagedQuery';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';

/** GET /v1/register/verify: the chain recomputed on the server. */
export const verifyRegister = () => apiCall(verifyRegisterContract, { overlay: false });

/** POST /v1/register/open: the opening entries of the current members. */
export const openRegister = () => apiCall(openRegisterContract);

/** POST /v1/register/resolution: the board resolution of an admission. */
export const recordResolution = (seq: number, resolution: string) =>
  apiCall(registerResolutionContract, { body: { seq, resolution }, overlay: false });

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Downloads one volume of the printed register (PDF), or its spreadsheet (XLSX). */
export async function downloadRegister(kind: 'pdf' | 'xlsx', volume = 1): Promise<string> {
  const answer = kind === 'pdf' ? await apiCall(registerPdfContract, { headers: { volume } }) : await apiCall(registerXlsxContract);
  return saveBase64File(answer.file, answer.fileName, kind === 'pdf' ? 'application/pdf' : XLSX_TYPE);
}

/** The register's head as stored: the last entry and whether the opening step is done (null: never started). */
export interface RegisterHeadView {
  seq: number;
  hash: string;
  openingDone: boolean;
}
export const useRegisterHead = (orgId: string) => useLiveDocument<RegisterHeadView>(registerHeadPath(orgId));

const toEntry = (_id: string, d: StoredData) => d as RegisterEntry;

/** One page of the entries, newest first, live. */
export const useRegisterPage = (orgId: string, pageSize: number) =>
  usePagedQuery(orgId, registerList, { filters: {}, pageSize, sort: registerList.defaultSort, scope: { kind: 'all' } }, toEntry);

/** POST /v1/register/settings: whether the statute requires a board resolution for every admission. */
export const saveRegisterSettings = (settings: RegisterSettings) => apiCall(registerSettingsContract, { body: settings, overlay: false });

/** The register's settings as stored, live (null: never set, so the defaults). */
export const useRegisterSettings = (orgId: string) => useLiveDocument<Partial<RegisterSettings>>(registerSettingsPath(orgId));

const toUnresolved = (_id: string, d: StoredData) => d as UnresolvedAdmission;

/** One page of the admissions without a resolution, oldest first, live, with their count. */
export const useUnresolvedPage = (orgId: string, pageSize: number) =>
  usePagedQuery(
    orgId,
    registerUnresolvedList,
    { filters: {}, pageSize, sort: registerUnresolvedList.defaultSort, scope: { kind: 'all' } },
    toUnresolved,
  );
