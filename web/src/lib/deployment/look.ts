import type { OrgTheme } from '@tessera/domain/settings/orgTheme';
import { BRAND_SHADES, HEX_COLOUR, TESSERA_BRAND_600 } from '@tessera/domain/settings/brandShades';

// GET /v1/website/public-info (@tessera/domain/contracts/website publicInfoContract; look.test.ts checks they agree):
// named here, because importing the contract would put zod on the login route
export const PUBLIC_INFO_PATH = '/v1/website/public-info';

/** What a deployment looks like: the organization's public name, logo and colours (GET /v1/website/public-info). */
export interface Look {
  org: string;
  name: string;
  /** data URL of the uploaded logo (settings); absent: the name's monogram */
  logo?: string;
  /** absent: Tessera's own palette (app/theme.ts) */
  theme?: OrgTheme;
}

/**
 * The CSS custom properties that carry the `brand` palette (Chakra writes token colors.brand.600 as
 * --chakra-colors-brand-600): set on <html>, they override app/theme.ts's values for the login system and the full one
 * alike, and every semantic token built on them (brand.solid, app.sidebar…) follows.
 */
export function brandProperties(theme: OrgTheme | undefined): [name: string, value: string | null][] {
  return BRAND_SHADES.map((shade) => {
    const value = theme?.brand[shade];
    // only #rrggbb reaches CSS (the server checks it too; the cached copy is the browser's own but is checked again)
    return [`--chakra-colors-brand-${shade}`, value && HEX_COLOUR.test(value) ? value : null];
  });
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** A favicon for an organization without a logo: its monogram in white on its solid colour, as an SVG data URL. */
export function monogramFavicon(initials: string, colour: string): string {
  const text = initials.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
  const size = initials.length > 1 ? 15 : 19;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${HEX_COLOUR.test(colour) ? colour : TESSERA_BRAND_600}"/>` +
    `<text x="16" y="${16 + size * 0.36}" font-size="${size}" text-anchor="middle" fill="white" font-family="sans-serif" font-weight="bold">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A look as cached for the choice `key` (the organization id, '' for the default one). */
export const cachedLook = (look: Look, key: string) => JSON.stringify({ ...look, key });

/**
 * The look cached for the choice `key`, or null: none, another choice's (a different ?org= on the same address), or
 * not a look (another version, edited by hand).
 */
export function parseLook(raw: string | null, key: string): Look | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<Look> & { key?: unknown };
    if (v.key !== key || typeof v.org !== 'string' || typeof v.name !== 'string') return null;
    const logo = typeof v.logo === 'string' && v.logo.startsWith('data:image/') ? v.logo : undefined;
    const brand = v.theme?.brand as Record<string, unknown> | undefined;
    const theme = brand && BRAND_SHADES.every((s) => typeof brand[s] === 'string' && HEX_COLOUR.test(brand[s])) ? v.theme : undefined;
    return { org: v.org, name: v.name, ...(logo ? { logo } : {}), ...(theme ? { theme } : {}) };
  } catch {
    return null;
  }
}
