import { beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { orgCol, orgPath } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { deliveredMails } from '../support/mailbox';
import { cardAttachmentsOn, buildWorld, ORG_A, type World } from '../support/world';

// The organization's logo (settings → public information): made smaller on the server, kept on the organization.
let world: World;
beforeAll(async () => {
  world = await buildWorld();
  // the A4 sheets of cards (print-card-attachment) are card attachments, off by default
  await cardAttachmentsOn(ORG_A);
});

const png = (width: number, height: number) => {
  const image = new PNG({ width, height });
  image.data.fill(200);
  return PNG.sync.write(image).toString('base64');
};
const upload = (contentBase64: string, who: keyof World['tokens'] = 'orgAdmin') =>
  api<{ logo: string; width: number; height: number; issues?: { path: string; message: string }[] }>('POST', '/v1/settings/upload-logo', {
    token: world.tokens[who],
    body: { fileName: 'logo.png', contentBase64 },
  });
const storedLogo = async () => (await db.doc(orgPath(ORG_A)).get()).get('logo') as string | undefined;
const dimensions = (dataUrl: string) => {
  const image = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return [image.width, image.height];
};

describe('POST /v1/settings/upload-logo, DELETE /v1/settings/delete-logo', () => {
  it('makes a large image fit 256 px as PNG, keeps it on the organization, audited', async () => {
    const res = await upload(png(1000, 500));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ width: 256, height: 128 });
    const logo = await storedLogo();
    expect(logo).toBe(res.body.logo);
    expect(dimensions(logo!)).toEqual([256, 128]);
    const audit = await db.collection(orgCol(ORG_A, 'audit')).where('type', '==', 'logoChanged').get();
    expect(audit.docs.map((d) => d.get('after'))).toContainEqual({ logo: 'set', fileName: 'logo.png', width: 256, height: 128 });
  });

  it('the cards carry it', async () => {
    const res = await api<{ pdf: string }>('GET', '/v1/members/print-card-attachment', {
      token: world.tokens.orgAdmin,
      headers: { user: 'm1', year: '2026' },
    });
    expect(res.status).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 'logo-'));
    writeFileSync(join(dir, 'card.pdf'), Buffer.from(res.body.pdf, 'base64'));
    // pdfimages lists each embedded image: the logo at its stored size (the QR code is drawn, not an image)
    const list = execFileSync('pdfimages', ['-list', join(dir, 'card.pdf')], { encoding: 'utf8' });
    expect(list).toMatch(/\bimage\s+256\s+128\b/);
  });

  it('the public info carries it, for the signup page', async () => {
    const res = await api<{ result: { logo?: string } }>('GET', '/v1/website/public-info', { headers: { org: ORG_A } });
    expect(res.body.result.logo).toBe(await storedLogo());
  });

  it("opens the association's mails beside its name, as an inline image the page links by content id", async () => {
    const recorded = await api('POST', '/v1/payments/one', {
      token: world.tokens.orgAdmin,
      body: { memberId: 'm1', payDate: '2026-01-15', payYear: 2026, amount: 1000, mode: 'CONTANTI', object: 'Quota' },
    });
    expect(recorded.status).toBe(200);
    const [mail] = await deliveredMails('member-a@test.it', /^Pagamento registrato/);
    expect(mail!.attachments).toContainEqual(expect.objectContaining({ contentType: 'image/png', contentId: 'association-logo' }));
    expect(mail!.html).toContain('<img src="cid:association-logo" alt=""');
    expect(mail!.text).not.toContain('cid:');
  });

  it('does not enlarge a small one', async () => {
    const res = await upload(png(100, 40));
    expect(res.body).toMatchObject({ width: 100, height: 40 });
  });

  it('refuses what is not an image it can read, and keeps the logo as it was', async () => {
    const before = await storedLogo();
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]).toString('base64');
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]).toString('base64');
    for (const content of [exe, broken]) {
      const res = await upload(content);
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([{ path: 'body.contentBase64', message: 'upload.documentType' }]);
    }
    expect(await storedLogo()).toBe(before);
  });

  it('staff and members may not change it', async () => {
    for (const who of ['staff', 'member', 'groupAdmin'] as const) expect((await upload(png(10, 10), who)).status).toBe(403);
  });

  it('removes it', async () => {
    const res = await api('DELETE', '/v1/settings/delete-logo', { token: world.tokens.orgAdmin });
    expect(res.body).toEqual({ deleted: true });
    expect(await storedLogo()).toBeUndefined();
    const info = await api<{ result: { logo?: string } }>('GET', '/v1/website/public-info', { headers: { org: ORG_A } });
    expect(info.body.result).not.toHaveProperty('logo');
  });
});
