import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, type PreferenceFlag } from '@tessera/domain/entities/organization';
import { MEMBER_SELF_EDITABLE } from '@tessera/domain/users/ownMember';
import { CONTRACTS } from '@tessera/domain/contracts/all';
import { contractFeatures } from '@tessera/domain/contracts/contract';
import { api } from '../support/api';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../support/admin';
import { buildWorld, ORG_A, type World } from '../support/world';
import { onePagePdf } from '../support/pdfTools';

// Each preference acts on the server too: an endpoint of a feature that is off answers NOT_ENABLED,
// from the next request after the toggle, and works again once it is back on.
let world: World;
beforeAll(async () => {
  world = await buildWorld();
});

async function setFlags(flags: Partial<Record<PreferenceFlag, boolean>>) {
  const res = await api('POST', '/v1/settings/sync-preferences', {
    token: world.tokens.orgAdmin,
    body: { preferences: { ...DEFAULT_PREFERENCES, memberEditableFields: [...MEMBER_SELF_EDITABLE], ...flags } },
  });
  expect(res.status).toBe(200);
}

const PDF_CALLS = [
  ['orgAdmin', '/v1/members/resend-card-pdf', { user: 'm1' }],
  ['orgAdmin', '/v1/members/print-card-attachment', { user: 'm1' }],
  ['orgAdmin', '/v1/members/resend-card', { user: 'm1' }],
  ['member', '/v1/profile/card-pdf', {}],
] as const;

describe('PDF cards (pdfCards)', () => {
  it('every endpoint that makes a card PDF declares the preference', () => {
    const gated = CONTRACTS.filter((c) => contractFeatures(c).includes('pdfCards')).map((c) => c.path);
    expect(gated.sort()).toEqual(PDF_CALLS.map(([, path]) => path).sort());
  });

  it('off: each answers NOT_ENABLED; on again: each answers', async () => {
    await setFlags({ pdfCards: false, cardAttachments: true });
    for (const [who, path, headers] of PDF_CALLS) {
      const res = await api('GET', path, { token: world.tokens[who], headers });
      expect([path, res.status, res.body.err]).toEqual([path, 403, 'NOT_ENABLED']);
    }
    await setFlags({ pdfCards: true, cardAttachments: true });
    for (const [who, path, headers] of PDF_CALLS) {
      const res = await api('GET', path, { token: world.tokens[who], headers });
      expect([path, res.status]).toEqual([path, 200]);
    }
  });

  it('a role without the permission still learns nothing more than NO_USER_ALLOWED', async () => {
    await setFlags({ pdfCards: false });
    const res = await api('GET', '/v1/members/resend-card', { token: world.tokens.staff, headers: { user: 'm1' } });
    expect(res.body.err).toBe('NO_USER_ALLOWED');
    await setFlags({ pdfCards: true });
  });
});

describe('card attachments (cardAttachments)', () => {
  const sheet = () =>
    api<{ pdf?: string; err?: string }>('GET', '/v1/members/print-card-attachment', {
      token: world.tokens.orgAdmin,
      headers: { user: 'm1,m3' },
    });

  it('off: the A4 sheet of cards answers NOT_ENABLED while the single card PDF still answers; on: the sheet is made', async () => {
    await setFlags({ pdfCards: true, cardAttachments: false });
    expect((await sheet()).body.err).toBe('NOT_ENABLED');
    const single = await api('GET', '/v1/members/resend-card-pdf', { token: world.tokens.orgAdmin, headers: { user: 'm1' } });
    expect(single.status).toBe(200);
    await setFlags({ pdfCards: true, cardAttachments: true });
    const on = await sheet();
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(Buffer.from(on.body.pdf!, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('on, with PDF cards off: still NOT_ENABLED (a sheet of cards is a PDF card output)', async () => {
    await setFlags({ pdfCards: false, cardAttachments: true });
    expect((await sheet()).body.err).toBe('NOT_ENABLED');
    await setFlags({ pdfCards: true, cardAttachments: true });
  });
});

describe('documents archive (documentsArchive)', () => {
  it('off (the default): adding and removing a convention document answer NOT_ENABLED and nothing is stored; on: they work', async () => {
    const token = world.tokens.orgAdmin;
    // a convention as the API stores it (its company is not this test's subject)
    const cid = 'archive-test';
    await db
      .doc(`${orgCol(ORG_A, 'conventions')}/${cid}`)
      .set({ name: 'Archivio', company: 'c', startDate: '2026-01-01', endDate: null, perpetual: true, documents: [] });
    const pdf = onePagePdf();
    const add = () =>
      api<{ id: string; err?: string }>('POST', '/v1/conventions/conv-doc', {
        token,
        headers: { cid },
        body: { name: 'Accordo', fileName: 'accordo.pdf', contentBase64: pdf.toString('base64') },
      });
    await setFlags({ documentsArchive: false });
    expect((await add()).body.err).toBe('NOT_ENABLED');
    expect((await api('DELETE', '/v1/conventions/conv-doc', { token, headers: { cid, did: 'x' } })).body.err).toBe('NOT_ENABLED');
    expect((await db.doc(`${orgCol(ORG_A, 'conventions')}/${cid}`).get()).get('documents')).toEqual([]);
    await setFlags({ documentsArchive: true });
    const added = await add();
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect((await api('DELETE', '/v1/conventions/conv-doc', { token, headers: { cid, did: added.body.id } })).status).toBe(200);
    await setFlags({ documentsArchive: false });
  });
});

describe('digital cards (digitalCards)', () => {
  const card = () =>
    api<{ card: { qrToken: string | null; qrSvg: string | null; number: string } }>('GET', '/v1/profile/card', {
      token: world.tokens.member,
    });

  it('off: the personal area gets the card without its QR code; on: with it', async () => {
    await setFlags({ digitalCards: false });
    const off = await card();
    expect(off.status).toBe(200);
    expect(off.body.card).toMatchObject({ number: '1001', qrToken: null, qrSvg: null });
    await setFlags({ digitalCards: true });
    const on = await card();
    expect(on.body.card.qrToken).toMatch(/^[\w-]+\.[\w-]+$/);
  });
});
