import { contrastRatio, DARK_INK, orgThemeSchema, readableOn, TESSERA_BAND } from '@tessera/domain/settings/orgTheme';

/**
 * The colours a card is printed and shown in (the PDF's band and the wallet passes' background): the association's own
 * brand colour when it has set one, Tessera's otherwise. The texts on the band take whichever of white and dark ink
 * reads better on it, so any colour the association picks stays legible.
 */
export interface CardColours {
  /** the band on top of the PDF card, the wallet pass's background, the monogram's letters */
  band: string;
  /** the association's name and the fields' values on the band */
  onBand: string;
  /** the quieter line on the band (the card's title, the wallet's labels) */
  onBandMuted: string;
  /** the pale fill behind a photo */
  light: string;
  /** the monogram's letters on its white disc: the band's colour where it reads on white, else the ink */
  onWhite: string;
}

const WHITE = '#ffffff';
/** The cards' dark ink (the holder's name, the QR code). */
export const CARD_INK = DARK_INK;
/** Texts need WCAG AA against the band. */
const READABLE = 4.5;

/** Tessera's own card look, as the cards have always been printed. */
export const TESSERA_CARD_COLOURS: CardColours = {
  band: TESSERA_BAND,
  onBand: WHITE,
  onBandMuted: '#e3edf7',
  light: '#e3edf7',
  onWhite: TESSERA_BAND,
};

export { readableOn };

/** The card colours of an organization's stored `theme` (orgTheme.ts); anything unset or malformed keeps Tessera's. */
export function cardColoursOf(theme: unknown): CardColours {
  const parsed = orgThemeSchema.safeParse(theme);
  if (!parsed.success) return TESSERA_CARD_COLOURS;
  const { brand } = parsed.data;
  const band = brand['600'];
  const onBand = readableOn(band);
  // a pale shade of the brand for the small line when it still reads on the band, else the main text's colour
  const onBandMuted = contrastRatio(brand['100'], band) >= READABLE ? brand['100'] : onBand;
  const onWhite = contrastRatio(band, WHITE) >= READABLE ? band : CARD_INK;
  return { band, onBand, onBandMuted, light: brand['50'], onWhite };
}

/** `#rrggbb` as pdf-lib's 0–1 channels. */
export function hexChannels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}
