import {
  memberDataContract,
  myConsentContract,
  myDataContract,
  recordConsentContract,
  type MyDataFormat,
} from '@tessera/domain/contracts/privacy';
import { memberConsentsPath, type ConsentKind, type ConsentRecord, type MemberToggledConsent } from '@tessera/domain/privacy/consents';
import { memberPath } from '@tessera/domain/paths';
import { apiCall } from '../../../lib/api/client';
import { saveBase64File } from '../../../lib/files/saveBase64';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';

/** POST /v1/profile/consent: the member's own marketing or photo choice. */
export const setMyConsent = (kind: MemberToggledConsent, given: boolean) =>
  apiCall(myConsentContract, { body: { kind, given }, overlay: false });

/** POST /v1/privacy/record-consent: a signed paper form, recorded by the back office. */
export const recordConsent = (id: string, kind: ConsentKind, given: boolean, signedOn: string) =>
  apiCall(recordConsentContract, { body: { id, kind, given, signedOn }, overlay: false });

const save = (answer: { file: string; fileName: string; contentType: string }) =>
  saveBase64File(answer.file, answer.fileName, answer.contentType);

/** Downloads the member's own copy of their data. */
export const downloadMyData = async (format: MyDataFormat, lang: 'it' | 'en') =>
  save(await apiCall(myDataContract, { headers: { format, lang }, overlay: false }));

/** Downloads a member's copy of their data, made by the back office. */
export const downloadMemberData = async (id: string, format: MyDataFormat, lang: 'it' | 'en') =>
  save(await apiCall(memberDataContract, { headers: { id, format, lang }, overlay: false }));

/** A consent record as the screens read it (the time as the plain reader gives it). */
export type ConsentRow = Omit<ConsentRecord, 'at'> & { at: Date | string | null };

/** The member's consent records, newest first, live (the member's own, or the back office's within its scope). */
export const useConsents = (orgId: string, memberId: string) =>
  useLiveCollection<ConsentRow>(memberConsentsPath(orgId, memberId), { order: [{ field: 'at', direction: 'desc' }] });

/** The member document's current consent fields, live. */
export const useConsentState = (orgId: string, memberId: string) =>
  useLiveDocument<{ privacyAcceptedAt?: unknown; newsletter?: boolean; photoConsent?: boolean }>(memberPath(orgId, memberId));
