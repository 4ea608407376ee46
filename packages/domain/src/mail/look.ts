import { orgThemeSchema, readableOn, TESSERA_BAND } from '../settings/orgTheme';

/** How a message wears its association: the heading band with the association's name, in its brand colour. */
export interface MailLook {
  band: string;
  onBand: string;
}

/** Tessera's own look, for an association that has set no colours (the cards' default blue). */
export const TESSERA_MAIL_LOOK: MailLook = { band: TESSERA_BAND, onBand: '#ffffff' };

/** The look of an organization's stored `theme` (settings/orgTheme.ts); anything unset or malformed keeps Tessera's. */
export function mailLookOf(theme: unknown): MailLook {
  const parsed = orgThemeSchema.safeParse(theme);
  if (!parsed.success) return TESSERA_MAIL_LOOK;
  const band = parsed.data.brand['600'];
  return { band, onBand: readableOn(band) };
}
