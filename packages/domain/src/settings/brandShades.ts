/**
 * The steps of a `brand` palette, as web/src/app/theme.ts defines Tessera's and an association's theme repeats them
 * (orgTheme.ts). No imports: the login page reads them without the schemas.
 */
export const BRAND_SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
export type BrandShade = (typeof BRAND_SHADES)[number];
