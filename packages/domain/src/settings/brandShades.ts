/**
 * The steps of a `brand` palette, as web/src/app/theme.ts defines Tessera's and an association's theme repeats them
 * (orgTheme.ts). No imports: the login page reads them without the schemas.
 */
export const BRAND_SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
export type BrandShade = (typeof BRAND_SHADES)[number];

/** A colour as the themes store it: #rrggbb only (written into CSS custom properties, where more could smuggle a url()). */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** Tessera's own solid colour (brand.600 of web/src/app/theme.ts): the default look and the picker's starting colour. */
export const TESSERA_BRAND_600 = '#1f4cc0';
