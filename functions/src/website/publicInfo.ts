import { route } from '../http/route';
import { describeFile, fileLink } from '../files/storedFiles';
import { publicOrganization } from './organization';
import { publicInfoContract } from '@tessera/domain/contracts/website';

/**
 * GET /v1/website/public-info — the organization's public info, legal links, logo and colours included (no sign-in),
 * and the privacy policy published in Settings with a link to its file: the signup links it and records its version.
 */
export const publicInfo = route(publicInfoContract, async ({ headers }) => {
  const org = await publicOrganization(headers.org);
  const privacyPolicy = org.privacy
    ? { version: org.privacy.version, url: (await fileLink(org.id, await describeFile(org.id, org.privacy.fileId))).url }
    : null;
  return {
    result: {
      id: org.id,
      ...org.publicInfo,
      ...(org.logo ? { logo: org.logo } : {}),
      ...(org.theme ? { theme: org.theme } : {}),
      privacyPolicy,
    },
  };
});
