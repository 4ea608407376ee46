import { beforeAll, describe, expect, it } from 'vitest';
import { memberPath, orgCol, orgPath } from '@tessera/domain/paths';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { api } from '../support/api';
import { db } from '../support/admin';
import { functionsUrl } from '../support/env';
import { buildWorld, ORG_A, type PrincipalName, type World } from '../support/world';
import { onePagePdf } from '../support/pdfTools';

// Privacy and newsletter policies: settings publish versions, members accept the current one.
let world: World;
beforeAll(async () => {
  world = await buildWorld();
});

const call = (
  method: 'GET' | 'POST',
  path: string,
  opts: { headers?: Record<string, string>; body?: unknown } = {},
  who: PrincipalName = 'orgAdmin',
) => api<Record<string, unknown>>(method, path, { token: world.tokens[who], ...opts });
const pdf = (text: string) => ({ fileName: `${text}.pdf`, contentBase64: onePagePdf(text).toString('base64') });
const publish = (kind: string, body: unknown, who: PrincipalName = 'orgAdmin') =>
  call('POST', '/v1/settings/publish-policy', { headers: { kind }, body }, who);
const orgPolicies = async () => (await db.doc(orgPath(ORG_A)).get()).get('policies');

describe('policies', () => {
  it('a settings role publishes versions one after another; each keeps its file; the change is audited', async () => {
    const first = await publish('privacy', pdf('privacy-v1'));
    expect(first.body).toMatchObject({ kind: 'privacy', version: 1, fileName: 'privacy-v1.pdf' });
    const second = await publish('privacy', pdf('privacy-v2'));
    expect(second.body).toMatchObject({ kind: 'privacy', version: 2, fileName: 'privacy-v2.pdf' });
    expect((await orgPolicies()).privacy).toMatchObject({ version: 2, fileId: second.body.fileId });
    expect((await db.doc(`${orgCol(ORG_A, 'files')}/${first.body.fileId as string}`).get()).exists).toBe(true);
    const audit = await db.collection(orgCol(ORG_A, 'audit')).where('type', '==', 'policyPublished').get();
    expect(audit.size).toBe(2);
  });

  it('refuses another role, an unknown kind and a file that is not a document, and changes nothing', async () => {
    const before = await orgPolicies();
    expect((await publish('privacy', pdf('x'), 'management')).body.err).toBe('NO_USER_ALLOWED');
    expect((await publish('privacy', pdf('x'), 'member')).body.err).toBe('NO_USER_ALLOWED');
    const kind = await publish('cookies', pdf('x'));
    expect([kind.status, kind.body.issues]).toEqual([400, [{ path: 'headers.kind', message: 'validation.notAllowed' }]]);
    const exe = await publish('newsletter', {
      fileName: 'policy.pdf',
      contentBase64: Buffer.from('MZ\x90\x00\x03\x00').toString('base64'),
    });
    expect(exe.body.issues).toEqual([{ path: 'body.contentBase64', message: 'upload.documentType' }]);
    expect(await orgPolicies()).toEqual(before);
  });

  it('a member is asked for the current version, can read its file, accepts it (date recorded), and is asked again only for a newer one', async () => {
    await publish('newsletter', pdf('newsletter-v1'));
    const asked = await call('GET', '/v1/profile/policies', {}, 'member');
    expect((asked.body.toAccept as { kind: string; version: number }[]).map((p) => `${p.kind} ${p.version}`)).toEqual([
      'privacy 2',
      'newsletter 1',
    ]);
    expect(asked.body.accepted).toEqual({});
    const privacy = (asked.body.toAccept as { fileId: string }[])[0]!;
    const link = await call('POST', '/v1/organizations/get-signed-file', { body: { link: privacy.fileId } }, 'member');
    const file = await fetch(`${functionsUrl()}/api${link.body.url as string}`);
    expect(await file.text()).toContain('privacy-v2');

    // an old version is refused: the member must accept what is published now
    expect(
      (await call('POST', '/v1/profile/accept-policy', { headers: { kind: 'privacy' }, body: { version: 1 } }, 'member')).body.err,
    ).toBe('NOT_FOUND');
    const accepted = await call('POST', '/v1/profile/accept-policy', { headers: { kind: 'privacy' }, body: { version: 2 } }, 'member');
    expect(accepted.body).toMatchObject({ kind: 'privacy', version: 2 });
    const member = (await db.doc(memberPath(ORG_A, 'm1')).get()).data()!;
    expect(member.policies.privacy).toEqual({ version: 2, acceptedAt: accepted.body.acceptedAt });
    expect(member.privacyAcceptedAt.toDate().toISOString().slice(0, 10)).toBe(todayInItaly(new Date(accepted.body.acceptedAt as string)));
    expect(((await call('GET', '/v1/profile/policies', {}, 'member')).body.toAccept as { kind: string }[]).map((p) => p.kind)).toEqual([
      'newsletter',
    ]);

    await publish('privacy', pdf('privacy-v3'));
    expect(((await call('GET', '/v1/profile/policies', {}, 'member')).body.toAccept as { kind: string }[]).map((p) => p.kind)).toEqual([
      'privacy',
      'newsletter',
    ]);
  });

  it('the member’s confirm-policy accepts the current privacy version too; an admin without a member record has none to accept', async () => {
    expect((await call('GET', '/v1/members/confirm-policy', {}, 'member')).status).toBe(200);
    expect(((await db.doc(memberPath(ORG_A, 'm1')).get()).get('policies.privacy') as { version: number }).version).toBe(3);
    expect((await call('GET', '/v1/profile/policies', {}, 'orgAdmin')).body.err).toBe('USER_NOT_FOUND');
  });
});
