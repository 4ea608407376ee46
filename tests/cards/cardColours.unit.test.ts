import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WalletPassFace } from '@tessera/domain/cards/wallet';
import { brandPaletteFrom } from '@tessera/domain/settings/brandPalette';
import { contrastRatio } from '@tessera/domain/settings/orgTheme';
import { cardColoursOf, TESSERA_CARD_COLOURS } from '../../functions/src/cards/cardColours';
import { CR80, renderCardPdf, type CardFace } from '../../functions/src/cards/pdf';
import { googlePassObject } from '../../functions/src/cards/wallet/googlePass';
import { buildApplePass, type ApplePassInput } from '../../functions/src/cards/wallet/applePass';
import { makeWalletTestCerts, TEST_PASS_TYPE_ID, TEST_TEAM_ID } from '../../scripts/lib/walletTestCerts.mjs';
import { nearColour as near, pixelAt } from '../support/pdfTools';
import { unzip } from '../support/zip';

// An association that sets its colours sees them on its cards: the PDF's band and both wallet passes take its brand
// colour, with texts that stay readable on it; without colours the cards keep Tessera's look.
const GREEN = '#0f766e';
const theme = { brand: brandPaletteFrom(GREEN) };

const face: CardFace = {
  orgName: 'Associazione Alfa',
  holder: 'Mario Rossi',
  number: '1001',
  validUntil: '2026-12-31',
  qrToken: 'token',
  lang: 'it',
};

/** What both wallets show of the card. */
const walletFace: WalletPassFace = {
  state: 'ACTIVE',
  orgName: 'Associazione Alfa',
  holder: 'Mario Rossi',
  number: '1001',
  validUntil: null,
  qrToken: null,
};

describe('card colours', () => {
  it("take the association's brand colour, with readable texts; Tessera's without a theme or with a broken one", () => {
    const look = cardColoursOf(theme);
    expect(look.band).toBe(GREEN);
    expect(contrastRatio(look.onBand, look.band)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(look.onBandMuted, look.band)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(look.onWhite, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(cardColoursOf(undefined)).toEqual(TESSERA_CARD_COLOURS);
    expect(cardColoursOf({ brand: { '600': 'url(x)' } })).toEqual(TESSERA_CARD_COLOURS);
  });

  it("the PDF's band is printed in the association's colour, Tessera's blue otherwise", async () => {
    // the band's right end, clear of the logo and the texts
    const bandPoint = [CR80.width - 3, 3] as const;
    expect(near(pixelAt(await renderCardPdf({ ...face, colours: cardColoursOf(theme) }), ...bandPoint), GREEN)).toBe(true);
    expect(near(pixelAt(await renderCardPdf(face), ...bandPoint), TESSERA_CARD_COLOURS.band)).toBe(true);
  });

  it("the Google pass's background is the association's colour", () => {
    const object = googlePassObject({ ...walletFace, objectId: 'o', classId: 'c', logoUrl: null, background: GREEN });
    expect(object.hexBackgroundColor).toBe(GREEN);
  });

  it("the Apple pass.json carries the association's colours and its PNG logo", async () => {
    const logo = readFileSync(join(__dirname, '../../functions/src/cards/wallet/assets/icon@2x.png'));
    const input: ApplePassInput = {
      serial: 'org-a~m1',
      authToken: 'a-token-of-sixteen-or-more',
      passTypeId: TEST_PASS_TYPE_ID,
      teamId: TEST_TEAM_ID,
      webServiceURL: 'https://tessera.example/v1/wallet/apple',
      ...walletFace,
      expiresAt: null,
      lang: 'it',
      colours: cardColoursOf(theme),
      logo: { bytes: new Uint8Array(logo), format: 'png' },
    };
    const files = unzip(await buildApplePass(input, makeWalletTestCerts()));
    const pass = JSON.parse(files.get('pass.json')!.toString());
    expect(pass.backgroundColor).toBe('rgb(15, 118, 110)');
    expect(pass.foregroundColor).toBe('rgb(255, 255, 255)');
    expect(files.get('logo.png')!.equals(logo)).toBe(true);
    // without colours: Tessera's blue
    const plain = JSON.parse(
      unzip(await buildApplePass({ ...input, colours: undefined, logo: null }, makeWalletTestCerts()))
        .get('pass.json')!
        .toString(),
    );
    expect(plain.backgroundColor).toBe('rgb(23, 84, 140)');
  });
});
