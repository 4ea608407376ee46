import { describe, expect, it } from 'vitest';
import { brandPaletteFrom } from './brandPalette';
import { BRAND_SHADES } from './brandShades';
import { contrastRatio, orgThemeSchema } from './orgTheme';

const luminanceOrder = (palette: Record<string, string>) => BRAND_SHADES.map((s) => contrastRatio(palette[s]!, '#ffffff'));

describe('brandPaletteFrom', () => {
  it('keeps the picked colour as 600 and steps from light to dark', () => {
    const palette = brandPaletteFrom('#1F4CC0');
    expect(palette['600']).toBe('#1f4cc0');
    expect(Object.keys(palette)).toEqual([...BRAND_SHADES]);
    for (const v of Object.values(palette)) expect(v).toMatch(/^#[0-9a-f]{6}$/);
    // contrast against white grows from 50 to 950: each shade darker than the one before
    const order = luminanceOrder(palette);
    for (let i = 1; i < order.length; i++) expect(order[i]).toBeGreaterThan(order[i - 1]!);
  });

  it.each(['#1f4cc0', '#0f766e', '#b4532a', '#6b21a8', '#15803d', '#000000', '#be123c'])(
    'a dark enough colour (%s) gives a palette that passes the contrast checks',
    (hex) => {
      expect(orgThemeSchema.safeParse({ brand: brandPaletteFrom(hex) }).success).toBe(true);
    },
  );

  it.each(['#ffeb3b', '#a5f3fc', '#ffffff'])('a light colour (%s) fails them, on shade 600', (hex) => {
    const parsed = orgThemeSchema.safeParse({ brand: brandPaletteFrom(hex) });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.some((i) => i.message === 'validation.contrast' && i.path.join('.') === 'brand.600')).toBe(true);
  });
});
