import { describe, expect, it } from 'vitest';
import { publicInfoContract } from '@tessera/domain/contracts/website';
import { BRAND_SHADES } from '@tessera/domain/settings/brandShades';
import { brandProperties, cachedLook, monogramFavicon, parseLook, PUBLIC_INFO_PATH, type Look } from './look';

const BRAND = Object.fromEntries(BRAND_SHADES.map((s, i) => [s, `#0000${String(i).padStart(2, '0')}`])) as Record<
  (typeof BRAND_SHADES)[number],
  string
>;
const LOOK: Look = { org: 'circolo-tevere', name: 'Circolo Culturale Tevere', theme: { brand: BRAND } };

describe('the look of a deployment', () => {
  it("reads the public info at the contract's path (named apart to keep zod off the login route)", () => {
    expect(PUBLIC_INFO_PATH).toBe(publicInfoContract.path);
  });

  it("sets the brand palette's CSS properties, and clears them for Tessera's own look", () => {
    const set = brandProperties(LOOK.theme);
    expect(set).toHaveLength(11);
    expect(set).toContainEqual(['--chakra-colors-brand-600', '#000006']);
    expect(brandProperties(undefined).every(([, v]) => v === null)).toBe(true);
    // never anything but a colour into CSS
    const forged = brandProperties({ brand: { ...BRAND, 600: 'red;background:url(//x)' } });
    expect(forged).toContainEqual(['--chakra-colors-brand-600', null]);
  });

  it('draws a favicon of the monogram on the solid colour, escaped', () => {
    const svg = decodeURIComponent(monogramFavicon('CT', '#b03f1f').replace('data:image/svg+xml,', ''));
    expect(svg).toContain('fill="#b03f1f"');
    expect(svg).toContain('>CT</text>');
    expect(decodeURIComponent(monogramFavicon('<&', 'x'))).toContain('&lt;&amp;</text>');
  });

  it('reads back the cached look of the same choice only, and nothing that is not a look', () => {
    const raw = cachedLook(LOOK, 'circolo-tevere');
    expect(parseLook(raw, 'circolo-tevere')).toEqual(LOOK);
    expect(parseLook(raw, '')).toBeNull();
    expect(parseLook('{', '')).toBeNull();
    expect(parseLook(null, '')).toBeNull();
    const tampered = parseLook(JSON.stringify({ ...LOOK, key: '', logo: 'javascript:x', theme: { brand: { 600: 'red' } } }), '');
    expect(tampered).toEqual({ org: LOOK.org, name: LOOK.name });
  });
});
