import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { TESSERA_CARD_COLOURS } from '../../functions/src/cards/cardColours';
import { CR80 } from '../../functions/src/cards/pdf';
import { api } from '../support/api';
import { buildWorld, ORG_A, updateCard, updateMember, type World } from '../support/world';
import { nearColour, pixelAt } from '../support/pdfTools';

// The card PDF the API prints wears the colour the association picked in its settings (its stored theme), and
// Tessera's blue again once the association goes back to Tessera's look.
const GREEN = '#0f766e';
let world: World;

/** The colour of the printed card's band (its right end, clear of the logo and the texts). */
async function bandColour(): Promise<string> {
  const res = await api<{ pdf: string }>('GET', '/v1/members/resend-card-pdf', { token: world.tokens.orgAdmin, headers: { user: 'm1' } });
  expect(res.status).toBe(200);
  return pixelAt(res.body.pdf, CR80.width - 3, 3);
}

const setColour = async (colour: string | null) =>
  expect((await api('POST', '/v1/settings/set-theme', { token: world.tokens.orgAdmin, body: { colour } })).status).toBe(200);

beforeAll(async () => {
  world = await buildWorld();
  const until = Timestamp.fromDate(new Date('2030-12-31T00:00:00Z'));
  await updateMember(ORG_A, 'm1', { cardValidUntil: until });
  await updateCard(ORG_A, '1001', { validUntil: until });
});

describe("the association's look on its card PDFs", () => {
  it("prints the band in the association's colour, Tessera's once it goes back", async () => {
    expect(nearColour(await bandColour(), TESSERA_CARD_COLOURS.band)).toBe(true);
    await setColour(GREEN);
    expect(nearColour(await bandColour(), GREEN)).toBe(true);
    await setColour(null);
    expect(nearColour(await bandColour(), TESSERA_CARD_COLOURS.band)).toBe(true);
  });
});
