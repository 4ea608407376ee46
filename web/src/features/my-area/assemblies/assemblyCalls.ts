import {
  appointProxyContract,
  attendRemotelyContract,
  castBallotContract,
  myAssemblyDocumentLinkContract,
  proxyHolderContract,
  revokeProxyContract,
} from '@tessera/domain/contracts/assemblies';
import type { Choice } from '@tessera/domain/assemblies/tally';
import { apiCall } from '../../../lib/api/client';
import { followLink } from '../../../lib/files/followLink';

// The member's own actions on an assembly; each button shows its own progress, so no page overlay.

/** POST /v1/assemblies/proxy: gives the caller's proxy to the member with this code. */
export const giveProxy = (assemblyId: string, holderId: string) =>
  apiCall(appointProxyContract, { body: { assemblyId, holderId }, overlay: false });

/** POST /v1/assemblies/proxy-holder: the name of the member with this code, for the giver to confirm. */
export const proxyHolderName = async (assemblyId: string, holderId: string) =>
  (await apiCall(proxyHolderContract, { body: { assemblyId, holderId }, overlay: false })).name;

/** POST /v1/assemblies/proxy-revoke: takes the proxy back, until the assembly opens. */
export const revokeProxy = (assemblyId: string) => apiCall(revokeProxyContract, { body: { assemblyId }, overlay: false });

/** POST /v1/assemblies/attend: joins by video. */
export const attendRemotely = (assemblyId: string) => apiCall(attendRemotelyContract, { body: { assemblyId }, overlay: false });

/** POST /v1/assemblies/ballot: the vote on the open item; answers the weight the ballot carries. */
export const castBallot = (assemblyId: string, itemId: string, choice: Choice) =>
  apiCall(castBallotContract, { body: { assemblyId, itemId, choice }, overlay: false });

/** GET /v1/assemblies/my-document-link: a document of the assembly, downloaded through its short-lived link. */
export async function openDocument(assembly: string, document: string) {
  followLink((await apiCall(myAssemblyDocumentLinkContract, { headers: { assembly, document }, overlay: false })).url);
}
