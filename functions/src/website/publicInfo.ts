import { publicRoute } from '../http/route';
import { orgHeader, publicOrganization } from './organization';

/** GET /v1/website/public-info — the organization's public info, legal links included (no sign-in). */
export const publicInfo = publicRoute({
  method: 'GET',
  path: '/v1/website/public-info',
  headers: orgHeader,
  async handle({ headers }) {
    const org = await publicOrganization(headers.org);
    return { result: { id: org.id, ...org.publicInfo } };
  },
});
