import { route } from '../http/route';
import { publicOrganization } from './organization';
import { publicInfoContract } from '@tessera/domain/contracts/website';

/** GET /v1/website/public-info — the organization's public info, legal links, logo and colours included (no sign-in). */
export const publicInfo = route(publicInfoContract, async ({ headers }) => {
  const org = await publicOrganization(headers.org);
  return { result: { id: org.id, ...org.publicInfo, ...(org.logo ? { logo: org.logo } : {}), ...(org.theme ? { theme: org.theme } : {}) } };
});
