import { z } from 'zod';
import { BRAND_SHADES, HEX_COLOUR, type BrandShade } from './brandShades';

export const hexColour = z.string().regex(HEX_COLOUR, 'validation.colour');

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2.1 contrast ratio of two #rrggbb colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The pairs the theme tokens and screens put text on (theme.ts semanticTokens), each needing WCAG AA 4.5:1: white on
 * brand.solid (solid buttons, the monogram) and on 500, brand.fg on white and on brand.subtle (links, the price panel),
 * the sidebar's text.
 */
export const CONTRAST_PAIRS: readonly { fg: BrandShade | 'white'; bg: BrandShade | 'white'; where: string }[] = [
  { fg: 'white', bg: '600', where: 'brand.solid' },
  { fg: 'white', bg: '500', where: "the app shell's monogram (app/shell/AppLayout.tsx)" },
  { fg: '700', bg: 'white', where: 'brand.fg' },
  { fg: '700', bg: '50', where: 'brand.fg on brand.subtle' },
  { fg: '50', bg: '950', where: 'app.sidebarFg on app.sidebar' },
];
/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

/**
 * An association's look on its own address: the shades of the `brand` palette that web/src/app/theme.ts
 * defines for Tessera, in the same steps, so every screen keeps using the semantic tokens (brand.solid, brand.fg,
 * app.sidebar…) and only the colours change. Kept on the organization (`organizations/{org}.theme`, beside `logo`,
 * outside publicInfo, which settings replace whole) and answered by GET /v1/website/public-info.
 */
export const orgThemeSchema = z
  .strictObject({
    brand: z.strictObject(Object.fromEntries(BRAND_SHADES.map((s) => [s, hexColour])) as Record<BrandShade, typeof hexColour>),
  })
  .superRefine((theme, ctx) => {
    const colour = (c: BrandShade | 'white') => (c === 'white' ? '#ffffff' : theme.brand[c]);
    for (const pair of CONTRAST_PAIRS) {
      if (contrastRatio(colour(pair.fg), colour(pair.bg)) < MIN_CONTRAST)
        ctx.addIssue({ code: 'custom', path: ['brand', pair.bg === 'white' ? pair.fg : pair.bg], message: 'validation.contrast' });
    }
  });
export type OrgTheme = z.infer<typeof orgThemeSchema>;

/** The dark ink the product prints text in where white would not read (cards, the mails' heading). */
export const DARK_INK = '#1c212b';

/** White or the dark ink, whichever contrasts more with `background`: text on an association's colour stays legible. */
export const readableOn = (background: string): string =>
  contrastRatio('#ffffff', background) >= contrastRatio(DARK_INK, background) ? '#ffffff' : DARK_INK;

/** Tessera's own blue, worn by cards and mails of an association that has set no colours. */
export const TESSERA_BAND = '#17548c';
