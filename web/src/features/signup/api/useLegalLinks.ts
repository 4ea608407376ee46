import type { PublicInfo } from '@tessera/domain/entities/organization';
import { apiCall } from '../../../lib/api/client';
import { orgHeaders } from '../../../lib/deployment/deployment';
import { useApiQuery } from '../../../lib/api/useApiQuery';
import { publicInfoContract } from '@tessera/domain/contracts/website';

/** The legal links (privacy policy, terms, statute); an organization without its own documents links the static PDFs in web/public/legal. */
export const FALLBACK_LEGAL_LINKS = {
  policy_link: '/legal/privacy.pdf',
  tos_link: '/legal/terms.pdf',
  statuto: '/legal/statuto.pdf',
} as const;

export type LegalLinks = Record<keyof typeof FALLBACK_LEGAL_LINKS, string>;

/** The privacy link is the policy published in Settings when there is one (the version the signup records). */
export function legalLinks(info: (Partial<PublicInfo> & { privacyPolicy?: { url: string } | null }) | undefined): LegalLinks {
  return {
    policy_link: info?.privacyPolicy?.url || info?.policy_link || FALLBACK_LEGAL_LINKS.policy_link,
    tos_link: info?.tos_link || FALLBACK_LEGAL_LINKS.tos_link,
    statuto: info?.statuto || FALLBACK_LEGAL_LINKS.statuto,
  };
}

/** GET /v1/website/public-info: the organization's name, logo and legal links (undefined while loading or on failure). */
function usePublicInfo() {
  return useApiQuery(`public-info:${orgHeaders().org ?? ''}`, () =>
    apiCall(publicInfoContract, { headers: orgHeaders() }).then((a) => a.result),
  ).data;
}

/** The public info reduced to the three legal links (falling back while loading or on failure). */
export function useLegalLinks(): LegalLinks {
  return legalLinks(usePublicInfo());
}

/** The version of the published privacy policy the privacy link opens, recorded with the signup's consent; null: none. */
export function useSignupPrivacyVersion(): number | null {
  return usePublicInfo()?.privacyPolicy?.version ?? null;
}
