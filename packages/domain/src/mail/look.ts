import { orgThemeSchema, readableOn, TESSERA_BAND } from '../settings/orgTheme';

/**
 * How a message wears its association: the heading band with the association's name, in its brand colour, and its
 * logo beside the name when it has one (`logo`: the content id of the inline image the outbox attaches).
 */
export interface MailLook {
  band: string;
  onBand: string;
  logo?: string;
}

/** The content id of the association's logo, attached inline to every message that shows it (cid: links). */
export const MAIL_LOGO_CONTENT_ID = 'association-logo';

/** Tessera's own look, for an association that has set no colours (the cards' default blue). */
export const TESSERA_MAIL_LOOK: MailLook = { band: TESSERA_BAND, onBand: '#ffffff' };

/**
 * The look of an organization's stored `theme` (settings/orgTheme.ts); anything unset or malformed keeps Tessera's
 * colours. `withLogo`: the message carries the association's logo inline (MAIL_LOGO_CONTENT_ID).
 */
export function mailLookOf(theme: unknown, withLogo = false): MailLook {
  const parsed = orgThemeSchema.safeParse(theme);
  const colours = parsed.success ? { band: parsed.data.brand['600'], onBand: readableOn(parsed.data.brand['600']) } : TESSERA_MAIL_LOOK;
  return withLogo ? { ...colours, logo: MAIL_LOGO_CONTENT_ID } : colours;
}
