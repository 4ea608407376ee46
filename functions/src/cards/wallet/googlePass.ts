import { importPKCS8, SignJWT } from 'jose';
import { formatDate } from '@tessera/domain/locale/dates';
import type { WalletPassFace, WalletPassState } from '@tessera/domain/cards/wallet';
import { CARD_LABELS } from '../labels';
import type { ServiceAccountKey } from './credentials';
import { TESSERA_CARD_COLOURS } from '../cardColours';

/**
 * The Google Wallet generic pass of a member's card (https://developers.google.com/wallet/generic): pure builders of
 * the pass object and of the "Add to Google Wallet" link's JWT. The class (one per organization) is created through
 * the REST API (googleWalletApi.ts), so the JWT carries the object only and stays short enough for a link.
 */

export interface GooglePassInput extends WalletPassFace {
  objectId: string;
  classId: string;
  /** a public https address of the organization's logo, or null */
  logoUrl: string | null;
  /** the pass's background, the cards' band colour (cardColours.ts); Tessera's without one. Google picks the text colour. */
  background?: string;
}

// Every byte of the object travels in the link: one text per language only where the languages differ.
export type Localized = { defaultValue: { language: 'it'; value: string }; translatedValues?: { language: 'en'; value: string }[] };
const localized = (it: string, en: string): Localized =>
  it === en
    ? { defaultValue: { language: 'it', value: it } }
    : { defaultValue: { language: 'it', value: it }, translatedValues: [{ language: 'en', value: en }] };
/** One text both languages (a name, a number). */
const same = (value: string): Localized => localized(value, value);

const stateLabel = (state: WalletPassState, lang: 'it' | 'en') =>
  CARD_LABELS[lang][state === 'ACTIVE' ? 'active' : state === 'EXPIRED' ? 'expired' : 'inactive'];

/** A text module of the pass: a plain body when both languages read the same, else a localized one. */
export interface TextModule {
  id: string;
  localizedHeader: Localized;
  body?: string;
  localizedBody?: Localized;
}

/** The text modules a pass shows (number, valid-until, status): the object and its later patches alike. */
export function googlePassTexts(input: Pick<GooglePassInput, 'number' | 'validUntil' | 'state'>) {
  const date = (lang: 'it' | 'en') => (input.validUntil ? formatDate(input.validUntil) : CARD_LABELS[lang].noEnd);
  const module = (id: string, header: [string, string], body: [string, string]): TextModule => ({
    id,
    localizedHeader: localized(...header),
    ...(body[0] === body[1] ? { body: body[0] } : { localizedBody: localized(...body) }),
  });
  return [
    module('number', [CARD_LABELS.it.number, CARD_LABELS.en.number], [input.number, input.number]),
    module('valid_until', [CARD_LABELS.it.validUntil, CARD_LABELS.en.validUntil], [date('it'), date('en')]),
    module('status', [CARD_LABELS.it.status, CARD_LABELS.en.status], [stateLabel(input.state, 'it'), stateLabel(input.state, 'en')]),
  ];
}

/**
 * The patch that leaves nothing of a member on their pass once the member is gone (deleted or erased): Google keeps
 * the object on the association's issuer account, so the name, number, date and code are replaced or cleared (a null
 * clears a field in Google's patch semantics; a list given replaces the whole list) and the pass goes inactive.
 */
export function googlePassWithdrawn() {
  return {
    state: 'INACTIVE',
    header: localized(CARD_LABELS.it.withdrawn, CARD_LABELS.en.withdrawn),
    textModulesData: [
      {
        id: 'status',
        localizedHeader: localized(CARD_LABELS.it.status, CARD_LABELS.en.status),
        localizedBody: localized(CARD_LABELS.it.inactive, CARD_LABELS.en.inactive),
      },
    ] satisfies TextModule[],
    barcode: null,
  };
}

/** The generic pass object (Wallet API GenericObject). */
export function googlePassObject(input: GooglePassInput) {
  return {
    id: input.objectId,
    classId: input.classId,
    state: input.state,
    cardTitle: same(input.orgName),
    header: same(input.holder),
    textModulesData: googlePassTexts(input),
    ...(input.qrToken ? { barcode: { type: 'QR_CODE', value: input.qrToken, alternateText: input.number } } : {}),
    ...(input.logoUrl ? { logo: { sourceUri: { uri: input.logoUrl }, contentDescription: same(input.orgName) } } : {}),
    hexBackgroundColor: input.background ?? TESSERA_CARD_COLOURS.band,
  };
}
export type GooglePassObject = ReturnType<typeof googlePassObject>;

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

/**
 * The save link's JWT (RS256, the service account's key): `iss` the account, `aud` google, `typ` savetowallet,
 * `origins` the web app (the pages allowed to show the button), and the one object.
 */
export async function googleSaveJwt(object: GooglePassObject, key: ServiceAccountKey, origins: readonly string[], now = new Date()) {
  const privateKey = await importPKCS8(key.private_key, 'RS256');
  return new SignJWT({ origins: [...origins], typ: 'savetowallet', payload: { genericObjects: [object] } })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(key.private_key_id ? { kid: key.private_key_id } : {}) })
    .setIssuer(key.client_email)
    .setAudience('google')
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(privateKey);
}
