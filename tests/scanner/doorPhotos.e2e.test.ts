import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import { memberPath, orgCol, orgPath } from '@tessera/domain/paths';
import { DOOR_PHOTO_PX } from '@tessera/domain/scanner/doorList';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { signTicketToken } from '../../functions/src/cards/token';
import { api } from '../support/api';
import { db } from '../support/admin';
import { closePage, launchBrowser, newPage, snap } from '../support/browser';
import { DEMO_EMAILS, demoToken } from '../support/demo';
import { localSecret } from '../support/localSecrets';
import { openScanner, removeDoorRecords, setUpDevice, typeCode } from './doorSteps';

// Photos at the offline door, on the Aurora demo association (which prints photos on its cards): a staff user sets up
// a device for today's activity, the device fetches the photo of the ticket holder who has one, and with the network
// gone the answer to that holder's ticket shows the photo beside the name; the holder without a photo shows the name
// only. The activity and the photo are made for this file and taken away after.
const RUN = Date.now().toString(36);
const SALE = `door-photos-e2e-${RUN}`;
const TITLE = `Cena sociale ${RUN}`;
// two demo members: the first is given a photo here, the second has none
const MEMBERS = ['m-aurora-0041', 'm-aurora-0042'];
const sale = () => db.doc(`${orgCol(AURORA_ORG_ID, 'sales')}/${SALE}`);
const iat = () => Math.floor(Date.now() / 1000);
let codes: string[] = [];
let names: string[] = [];
let preferences: DocumentData;

/** A portrait for the member: a face drawn in SVG, made a JPEG, uploaded as the back office does. */
async function givePhoto(memberId: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <rect width="600" height="800" fill="#c9d8e6"/>
    <ellipse cx="300" cy="330" rx="150" ry="190" fill="#e8b894"/>
    <path d="M150 300 Q300 80 450 300 Q430 160 300 140 Q170 160 150 300Z" fill="#4a3222"/>
    <circle cx="245" cy="320" r="16" fill="#2d2d2d"/><circle cx="355" cy="320" r="16" fill="#2d2d2d"/>
    <path d="M250 430 Q300 470 350 430" stroke="#8a3b2e" stroke-width="10" fill="none"/>
    <rect x="120" y="560" width="360" height="240" rx="120" fill="#2f5d8a"/>
  </svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg().toBuffer();
  const res = await api('POST', '/v1/members/upload-photo', {
    token: await demoToken(DEMO_EMAILS.auroraAdmin),
    headers: { id: memberId },
    body: { fileName: 'ritratto.jpg', contentBase64: jpeg.toString('base64') },
  });
  expect(res.status).toBe(200);
}

describe('photos at the offline door', () => {
  let browser: Browser;
  beforeAll(async () => {
    preferences = (await db.doc(orgPath(AURORA_ORG_ID)).get()).get('preferences');
    await db.doc(orgPath(AURORA_ORG_ID)).update({ 'preferences.photoOnCard': true });
    const members = await Promise.all(MEMBERS.map((id) => db.doc(memberPath(AURORA_ORG_ID, id)).get()));
    names = members.map((m) => `${m.get('name')} ${m.get('surname')}`);
    expect(members.map((m) => m.get('photo'))).toEqual([undefined, undefined]);
    await givePhoto(MEMBERS[0]!);
    await sale().set({ name: TITLE, saleDate: todayInItaly() });
    for (const [i, memberId] of MEMBERS.entries())
      await sale().collection('registrations').doc(memberId).set({ memberId, holder: names[i], quantity: 1, cancelled: false });
    const secret = localSecret('CARD_TOKEN_SECRET');
    codes = MEMBERS.map((m) => signTicketToken({ k: 'ticket', o: AURORA_ORG_ID, s: SALE, m, q: 1, iat: iat() }, secret));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await removeDoorRecords([TITLE], [SALE]);
    await db.recursiveDelete(sale());
    // the member trigger deletes the stored file the record no longer names
    await db.doc(memberPath(AURORA_ORG_ID, MEMBERS[0]!)).update({ photo: FieldValue.delete() });
    await db.doc(orgPath(AURORA_ORG_ID)).update({ preferences });
  });

  it("shows the holder's photo the device holds in an offline answer (it, 375 px)", async () => {
    const page = await newPage(browser, { lang: 'it', viewport: 'mobile' });
    await openScanner(page, DEMO_EMAILS.auroraStaff);
    await setUpDevice(page, 'Ingresso sala', SALE);
    // one of the two holders has a photo: the device fetches it after the list
    const photos = page.getByTestId('door-photos');
    await expect.poll(() => photos.getAttribute('data-count')).toBe('1');
    expect(await photos.textContent()).toBe('1 su 1');

    await page.context().setOffline(true);
    await expect.poll(() => page.getByTestId('door-network').getAttribute('data-online')).toBe('false');
    const withPhoto = await typeCode(page, codes[0]!, 'VALID');
    expect(await withPhoto.getByTestId('scan-holder').textContent()).toBe(names[0]);
    const img = withPhoto.getByTestId('scan-photo');
    expect(await img.getAttribute('alt')).toBe(`Foto di ${names[0]}`);
    expect(await img.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    const natural = await img.evaluate((el: HTMLImageElement) => el.decode().then(() => [el.naturalWidth, el.naturalHeight]));
    expect(natural).toEqual([96, DOOR_PHOTO_PX]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'scanner-door-photo-offline-it-mobile');

    const without = await typeCode(page, codes[1]!, 'VALID');
    expect(await without.getByTestId('scan-holder').textContent()).toBe(names[1]);
    expect(await without.getByTestId('scan-photo').count()).toBe(0);
    await closePage(page);
  });
});
