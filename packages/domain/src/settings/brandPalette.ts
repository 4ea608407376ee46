import { BRAND_SHADES, HEX_COLOUR, type BrandShade } from './brandShades';
import { z } from 'zod';
import { contrastRatio, hexColour, MIN_CONTRAST, orgThemeSchema } from './orgTheme';

/**
 * An association's whole `brand` palette from the one colour its admin picks (Settings → public information): the
 * colour itself is shade 600 (the solid colour of buttons and the sidebar's accents), the other ten shades keep its hue
 * and step its lightness towards white (50…500) or near-black (700…950) in OKLCH, where equal steps look equal, with
 * less chroma at the ends so the light tints stay quiet. orgThemeSchema then checks the pairs the screens use for
 * contrast; a colour too light for white text on it is refused there, not corrected here.
 */

type Oklab = { L: number; a: number; b: number };

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const fromLinear = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

// Björn Ottosson's OKLab (2020): linear sRGB ↔ LMS ↔ OKLab
function oklabOf(hex: string): Oklab {
  const [r, g, b] = [1, 3, 5].map((i) => toLinear(parseInt(hex.slice(i, i + 2), 16) / 255)) as [number, number, number];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return {
    L: 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    a: 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    b: 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  };
}

/** Linear sRGB of an OKLab colour (may fall outside 0…1: out of gamut). */
function linearOf({ L, a, b }: Oklab): [number, number, number] {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

const inGamut = (rgb: number[]) => rgb.every((c) => c >= -1e-4 && c <= 1 + 1e-4);
const hexOf = (rgb: number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(1, Math.max(0, fromLinear(Math.min(1, Math.max(0, c))))) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Lightness and chroma of each shade, as fractions of the way from the picked colour towards the light or dark end. */
const LIGHT_END = 0.975;
const DARK_END = 0.2;
const STEPS: Record<Exclude<BrandShade, '600'>, { towards: 'light' | 'dark'; by: number }> = {
  '50': { towards: 'light', by: 0.95 },
  '100': { towards: 'light', by: 0.88 },
  '200': { towards: 'light', by: 0.75 },
  '300': { towards: 'light', by: 0.58 },
  '400': { towards: 'light', by: 0.38 },
  '500': { towards: 'light', by: 0.12 },
  '700': { towards: 'dark', by: 0.2 },
  '800': { towards: 'dark', by: 0.4 },
  '900': { towards: 'dark', by: 0.58 },
  '950': { towards: 'dark', by: 0.75 },
};

/** The eleven shades (`#rrggbb`) for a picked `#rrggbb` colour, which is shade 600 unchanged. */
export function brandPaletteFrom(hex: string): Record<BrandShade, string> {
  const base = oklabOf(hex.toLowerCase());
  const chroma = Math.hypot(base.a, base.b);
  const hue = Math.atan2(base.b, base.a);
  const picked = hex.toLowerCase();
  const at = (towards: 'light' | 'dark', by: number): string => {
    // a picked colour darker than the dark end: its dark shades are itself
    const L = base.L + ((towards === 'light' ? LIGHT_END : Math.min(DARK_END, base.L)) - base.L) * by;
    // the light tints lose most of their colour, the dark shades some
    let C = chroma * (towards === 'light' ? 1 - 0.8 * by : 1 - 0.35 * by);
    let rgb = linearOf({ L, a: C * Math.cos(hue), b: C * Math.sin(hue) });
    // out of the screen's gamut: less chroma until it fits (same hue and lightness)
    while (!inGamut(rgb) && C > 1e-4) {
      C *= 0.92;
      rgb = linearOf({ L, a: C * Math.cos(hue), b: C * Math.sin(hue) });
    }
    return hexOf(rgb);
  };
  const shade = (s: BrandShade): string => {
    if (s === '600') return picked;
    const { towards, by } = STEPS[s];
    if (s !== '500' || contrastRatio('#ffffff', picked) < MIN_CONTRAST) return at(towards, by);
    // 500 carries white text too (the shell's monogram): as light as its step, but never below the contrast 600 has
    let lo = 0;
    let hi = by;
    if (contrastRatio('#ffffff', at(towards, hi)) >= MIN_CONTRAST) return at(towards, hi);
    for (let i = 0; i < 12; i++) {
      const mid = (lo + hi) / 2;
      if (contrastRatio('#ffffff', at(towards, mid)) >= MIN_CONTRAST) lo = mid;
      else hi = mid;
    }
    return at(towards, lo);
  };
  return Object.fromEntries(BRAND_SHADES.map((s) => [s, shade(s)])) as Record<BrandShade, string>;
}

/** The colour an admin picks: #rrggbb whose derived palette passes every contrast check (else validation.contrast). */
export const pickedColourSchema = hexColour.superRefine((hex, ctx) => {
  // zod runs refinements after a failed format too: a value that is no #rrggbb has its one message already
  if (!HEX_COLOUR.test(hex)) return;
  if (!orgThemeSchema.safeParse({ brand: brandPaletteFrom(hex) }).success) ctx.addIssue({ code: 'custom', message: 'validation.contrast' });
});
export type PickedColour = z.infer<typeof pickedColourSchema>;
