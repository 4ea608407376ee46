import { describe, expect, it } from 'vitest';
import { contrastRatio, orgThemeSchema } from './orgTheme';
import { monogram } from './monogram';

// Tessera's own palette (web/src/app/theme.ts): the default look passes the rule every association's must pass.
const TESSERA = {
  brand: {
    50: '#eef4ff',
    100: '#d9e6ff',
    200: '#b3ccff',
    300: '#84aaff',
    400: '#5584f5',
    500: '#2f62e0',
    600: '#1f4cc0',
    700: '#1a3d99',
    800: '#183479',
    900: '#142a5e',
    950: '#0c1a3d',
  },
};

describe('orgThemeSchema', () => {
  it("measures contrast as WCAG does and takes Tessera's own palette", () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(orgThemeSchema.safeParse(TESSERA).success).toBe(true);
  });

  it('refuses anything but #rrggbb (the web writes these into CSS), missing shades and unknown keys', () => {
    for (const bad of ['red', '#fff', 'url(https://x.example/a.png)', '#12345g']) {
      const r = orgThemeSchema.safeParse({ brand: { ...TESSERA.brand, 300: bad } });
      expect([bad, r.error?.issues[0]?.message]).toEqual([bad, 'validation.colour']);
    }
    const { 950: _, ...short } = TESSERA.brand;
    expect(orgThemeSchema.safeParse({ brand: short }).success).toBe(false);
    expect(orgThemeSchema.safeParse({ ...TESSERA, logo: 'x' }).success).toBe(false);
  });

  it('refuses a palette whose text would not read: a pale solid under white text, a pale sidebar', () => {
    const pale = orgThemeSchema.safeParse({ brand: { ...TESSERA.brand, 600: '#5584f5' } });
    expect(pale.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['brand.600', 'validation.contrast']]);
    const sidebar = orgThemeSchema.safeParse({ brand: { ...TESSERA.brand, 950: '#5584f5' } });
    expect(sidebar.error?.issues.map((i) => i.path.join('.'))).toEqual(['brand.950']);
  });
});

describe('monogram', () => {
  it('takes the first letters of the first two significant words', () => {
    expect(monogram('Associazione Aurora APS')).toBe('A');
    expect(monogram('Circolo Culturale Tevere')).toBe('CT');
    expect(monogram("Amici dell'Òpera e del Teatro")).toBe('AD');
    expect(monogram('Circolo')).toBe('C');
    expect(monogram('')).toBe('?');
  });
});
