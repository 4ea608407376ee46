import { beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { memberPath, orgCol, orgPath } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { settles } from '../support/settle';
import { buildWorld, cardAttachmentsOn, ORG_A, type PrincipalName, type World } from '../support/world';

// Members' photos (preferences photoRequired and photoOnCard): made smaller and upright on the server,
// stored through the files module, served only by the photo endpoints within group scope, printed on the cards.
let world: World;
beforeAll(async () => {
  world = await buildWorld();
  // the A4 sheets of cards (print-card-attachment) are card attachments, off by default
  await cardAttachmentsOn(ORG_A);
});

type PhotoAnswer = { photo: string | null; err?: string; issues?: { path: string; message: string }[] };

/** A JPEG `width` × `height` as stored (EXIF `orientation` when given: a phone's portrait shot is stored sideways). */
const jpeg = async (width: number, height: number, orientation?: number) => {
  const image = sharp({ create: { width, height, channels: 3, background: '#7799bb' } }).jpeg();
  return (await (orientation ? image.withMetadata({ orientation }) : image).toBuffer()).toString('base64');
};
const setPrefs = (prefs: Record<string, unknown>) =>
  db.doc(orgPath(ORG_A)).update(Object.fromEntries(Object.entries(prefs).map(([k, v]) => [`preferences.${k}`, v])));
const upload = async (id: string, contentBase64: string, who: PrincipalName = 'orgAdmin') =>
  api<PhotoAnswer>('POST', '/v1/members/upload-photo', {
    token: world.tokens[who],
    headers: { id },
    body: { fileName: 'IMG_0001.jpg', contentBase64 },
  });
const read = (id: string, who: PrincipalName = 'orgAdmin') =>
  api<PhotoAnswer>('GET', '/v1/members/photo', { token: world.tokens[who], headers: { id } });
const storedPhoto = async (id: string) => (await db.doc(memberPath(ORG_A, id)).get()).get('photo') as { fileId: string } | undefined;
const fileExists = async (fileId: string) => (await db.doc(`${orgCol(ORG_A, 'files')}/${fileId}`).get()).exists;
const sizeOf = async (dataUrl: string) => {
  const meta = await sharp(Buffer.from(dataUrl.replace(/^data:image\/jpeg;base64,/, ''), 'base64')).metadata();
  return { format: meta.format, width: meta.width, height: meta.height, orientation: meta.orientation };
};

describe('POST /v1/members/upload-photo, GET /v1/members/photo, DELETE /v1/members/delete-photo', () => {
  it('makes a large image a JPEG that fits 480 px, names it on the member, serves it back', async () => {
    const res = await upload('m1', await jpeg(1200, 1600));
    expect(res.status).toBe(200);
    expect(await sizeOf(res.body.photo!)).toMatchObject({ format: 'jpeg', width: 360, height: 480 });
    const photo = await storedPhoto('m1');
    expect(photo).toMatchObject({ width: 360, height: 480 });
    const file = await db.doc(`${orgCol(ORG_A, 'files')}/${photo!.fileId}`).get();
    expect(file.data()).toMatchObject({ contentType: 'image/jpeg', owner: { kind: 'photo', id: 'm1' } });
    expect((await read('m1')).body.photo).toBe(res.body.photo);
  });

  it('turns a sideways phone photo upright (EXIF orientation) and keeps no metadata', async () => {
    // stored 800 × 600 with "rotate 90°": a portrait picture
    const res = await upload('m2', await jpeg(800, 600, 6));
    expect(await sizeOf(res.body.photo!)).toEqual({ format: 'jpeg', width: 360, height: 480, orientation: undefined });
  });

  it('a new photo replaces the old one, whose file is deleted', async () => {
    const old = (await storedPhoto('m1'))!.fileId;
    const res = await upload('m1', await jpeg(300, 300));
    expect(await sizeOf(res.body.photo!)).toMatchObject({ width: 300, height: 300 });
    expect((await storedPhoto('m1'))!.fileId).not.toBe(old);
    expect(await settles(async () => !(await fileExists(old)))).toBe(true);
  });

  it('refuses what is not an image it can read, and keeps the photo as it was', async () => {
    const before = await storedPhoto('m1');
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]).toString('base64');
    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF').toString('base64');
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(300, 9)]).toString('base64');
    for (const content of [exe, pdf, broken]) {
      const res = await upload('m1', content);
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([{ path: 'body.contentBase64', message: 'upload.documentType' }]);
    }
    expect(await storedPhoto('m1')).toEqual(before);
    const photos = await db.collection(orgCol(ORG_A, 'files')).where('owner.id', '==', 'm1').get();
    expect(photos.size).toBe(1);
  });

  it('refuses a valid JPEG of more pixels than it decodes for its size, not for its type', async () => {
    const before = await storedPhoto('m1');
    // 8,000 × 5,010 = 40.08 million pixels, one colour: a small file, a valid JPEG
    const res = await upload('m1', await jpeg(8000, 5010));
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'body.contentBase64', message: 'upload.imageTooLarge' }]);
    expect(await storedPhoto('m1')).toEqual(before);
  });

  it('group scope: a group admin works on its groups only; staff read; members use their own endpoints', async () => {
    expect((await upload('m1', await jpeg(50, 50), 'groupAdmin')).status).toBe(200);
    const outside = await upload('m3', await jpeg(50, 50), 'groupAdmin');
    expect([outside.status, outside.body.err]).toEqual([403, 'NO_USER_ALLOWED']);
    expect((await read('m3', 'groupAdmin')).status).toBe(403);
    expect((await read('m1', 'staff')).body.photo).toMatch(/^data:image\/jpeg;base64,/);
    expect((await upload('m1', await jpeg(50, 50), 'staff')).status).toBe(403);
    expect((await read('m1', 'member')).status).toBe(403);
    expect((await read('m1', 'otherOrgAdmin')).status).toBe(404);
    expect(await storedPhoto('m3')).toBeUndefined();
  });

  it('no signed link is issued for a photo: only the photo endpoints serve it', async () => {
    const { fileId } = (await storedPhoto('m1'))!;
    for (const who of ['orgAdmin', 'staff', 'member'] as const) {
      const res = await api('POST', '/v1/organizations/get-signed-file', { token: world.tokens[who], body: { link: fileId } });
      expect([res.status, res.body.err]).toEqual([404, 'NOT_FOUND']);
    }
  });

  it('removes a photo (its file deleted); a member without one reads null', async () => {
    const { fileId } = (await storedPhoto('m2'))!;
    const res = await api<PhotoAnswer>('DELETE', '/v1/members/delete-photo', { token: world.tokens.orgAdmin, headers: { id: 'm2' } });
    expect(res.body).toEqual({ photo: null });
    expect(await storedPhoto('m2')).toBeUndefined();
    expect((await read('m2')).body.photo).toBeNull();
    expect(await settles(async () => !(await fileExists(fileId)))).toBe(true);
  });
});

describe('photoRequired', () => {
  const newMember = (extra: Record<string, unknown> = {}) => ({
    name: 'Giulia',
    surname: 'Foto',
    ssn: 'FTOGLI90A41H501D',
    group: 'g1',
    ...extra,
  });
  const create = (body: Record<string, unknown>) =>
    api<{ result?: { id: string; photo?: unknown }; issues?: { path: string; message: string }[] }>('POST', '/v1/members/one', {
      token: world.tokens.orgAdmin,
      body,
    });
  const membersNamed = async () => (await db.collection(orgCol(ORG_A, 'members')).where('surname', '==', 'Foto').get()).size;

  it('a member cannot be created without a photo, and nothing is written', async () => {
    await setPrefs({ photoRequired: true });
    const res = await create(newMember());
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'body.photo', message: 'validation.required' }]);
    expect(await membersNamed()).toBe(0);
  });

  it('with one, it is created holding it', async () => {
    const res = await create(newMember({ photo: { fileName: 'giulia.jpg', contentBase64: await jpeg(600, 800) } }));
    expect(res.status).toBe(200);
    expect(res.body.result!.photo).toMatchObject({ width: 360, height: 480 });
    expect((await read(res.body.result!.id)).body.photo).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('a failed create leaves no stored photo behind', async () => {
    // the email of member m1: EMAIL_ALREADY_USED inside the transaction, after the photo was stored
    const res = await create(newMember({ email: 'member-a@test.it', photo: { fileName: 'x.jpg', contentBase64: await jpeg(60, 60) } }));
    expect([res.status, (res.body as { err?: string }).err]).toEqual([409, 'EMAIL_ALREADY_USED']);
    // every stored photo belongs to a member that exists (the refused member's was deleted again)
    const photos = await db.collection(orgCol(ORG_A, 'files')).where('owner.kind', '==', 'photo').get();
    const owners = photos.docs.map((d) => d.get('owner.id') as string);
    const members = await Promise.all(owners.map((id) => db.doc(memberPath(ORG_A, id)).get()));
    expect(members.filter((m) => !m.exists).map((m) => m.id)).toEqual([]);
  });

  it('a photo can be replaced but not removed', async () => {
    const res = await api<PhotoAnswer>('DELETE', '/v1/members/delete-photo', { token: world.tokens.orgAdmin, headers: { id: 'm1' } });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'headers.id', message: 'validation.photoRequired' }]);
    expect(await storedPhoto('m1')).toBeDefined();
    await setPrefs({ photoRequired: false });
  });
});

describe('the member’s own photo: GET /v1/profile/photo, POST /v1/profile/upload-photo', () => {
  const own = (path: string, body?: unknown) =>
    api<PhotoAnswer>(body ? 'POST' : 'GET', path, { token: world.tokens.member, ...(body ? { body } : {}) });

  it('reads and replaces its own photo', async () => {
    expect((await own('/v1/profile/photo')).body.photo).toMatch(/^data:image\/jpeg;base64,/);
    const res = await own('/v1/profile/upload-photo', { fileName: 'me.png', contentBase64: await jpeg(100, 120) });
    expect(await sizeOf(res.body.photo!)).toMatchObject({ width: 100, height: 120 });
    expect((await own('/v1/profile/photo')).body.photo).toBe(res.body.photo);
  });

  it('not while the organization keeps the photo with the office', async () => {
    await setPrefs({ memberEditableFields: ['phone'] });
    const before = await storedPhoto('m1');
    const res = await own('/v1/profile/upload-photo', { fileName: 'me.png', contentBase64: await jpeg(100, 120) });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'body', message: 'validation.notAllowed' }]);
    expect(await storedPhoto('m1')).toEqual(before);
    await setPrefs({ memberEditableFields: null });
  });
});

describe('photoOnCard', () => {
  const pdfImages = async (path: string, headers: Record<string, string>, who: PrincipalName = 'orgAdmin') => {
    const res = await api<{ pdf: string }>('GET', path, { token: world.tokens[who], headers });
    expect(res.status).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 'photo-'));
    writeFileSync(join(dir, 'card.pdf'), Buffer.from(res.body.pdf, 'base64'));
    return execFileSync('pdfimages', ['-list', join(dir, 'card.pdf')], { encoding: 'utf8' });
  };

  it('the printed cards and the digital card carry the photo while the organization prints photos', async () => {
    await setPrefs({ photoOnCard: true });
    // m1's photo is 100 × 120 (the member's own upload above); the QR code is drawn, not an image
    expect(await pdfImages('/v1/members/print-card-attachment', { user: 'm1', year: '2026' })).toMatch(/\bimage\s+100\s+120\b/);
    expect(await pdfImages('/v1/profile/card-pdf', {}, 'member')).toMatch(/\bimage\s+100\s+120\b/);
    const digital = await api<{ card: { photo: string | null } }>('GET', '/v1/profile/card', { token: world.tokens.member });
    expect(digital.body.card.photo).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('not while it does not', async () => {
    await setPrefs({ photoOnCard: false });
    expect(await pdfImages('/v1/members/print-card-attachment', { user: 'm1', year: '2026' })).not.toMatch(/\bimage\s+100\s+120\b/);
    const digital = await api<{ card: { photo: string | null } }>('GET', '/v1/profile/card', { token: world.tokens.member });
    expect(digital.body.card.photo).toBeNull();
  });
});

describe('a deleted member', () => {
  it('leaves no photo behind', async () => {
    const { fileId } = (await storedPhoto('m1'))!;
    await db.doc(memberPath(ORG_A, 'm1')).delete();
    expect(await settles(async () => !(await fileExists(fileId)))).toBe(true);
  });
});
