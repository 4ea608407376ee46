import { beforeAll, describe, expect, it } from 'vitest';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../support/admin';
import { buildWorld, ORG_A, ORG_B, type World } from '../support/world';
import { draft, mailshotDoc, saveDraft, verifiedSender } from './support';

// A draft stores the ids its recipients come from: each must name a document of the caller's organization (the
// contract's references, checked by dispatch), never another organization's or an invented one.
let world: World;
const mailshotCount = async () => (await db.collection(orgCol(ORG_A, 'mailshots')).count().get()).data().count;
const search = (org: string, id: string) =>
  db.doc(`${orgCol(org, 'searches')}/${id}`).set({ name: 'Soci attivi', ownerUid: 'someone', shared: true, query: { mode: 'members' } });

beforeAll(async () => {
  world = await buildWorld();
  await verifiedSender(ORG_A);
  await Promise.all([search(ORG_A, 'search-a'), search(ORG_B, 'search-b')]);
});

const notFound = (path: string) => ({ path, message: 'validation.notFound' });

describe('mailshots: the documents a draft names', () => {
  it('a saved search of another organization, or an invented one, is refused and nothing is stored', async () => {
    for (const searchId of ['search-b', 'search-invented']) {
      const res = await saveDraft(world.tokens.orgAdmin, draft({ kind: 'search', searchId }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ err: 'INVALID_REQUEST', issues: [notFound('body.recipients.searchId')] });
    }
    expect(await mailshotCount()).toBe(0);
    const saved = await saveDraft(world.tokens.orgAdmin, draft({ kind: 'search', searchId: 'search-a' }));
    expect(saved.status).toBe(200);
    // a draft's change is checked the same way: the draft keeps its search
    const changed = await saveDraft(world.tokens.orgAdmin, draft({ kind: 'search', searchId: 'search-b' }), saved.body.id);
    expect(changed.body.issues).toEqual([notFound('body.recipients.searchId')]);
    expect((await mailshotDoc(ORG_A, saved.body.id)).recipients).toEqual({ kind: 'search', searchId: 'search-a' });
  });

  it('list values: each must be the organization’s, in the list it is named for', async () => {
    // gb1 is a group of organization B; g1 is a group of A, not a section; sec-1 is a section of A
    const res = await saveDraft(
      world.tokens.orgAdmin,
      draft({ kind: 'lists', groups: ['g1', 'gb1'], sections: ['g1', 'sec-1'], categories: ['cat-invented'] }),
    );
    expect(res.body).toEqual({
      err: 'INVALID_REQUEST',
      issues: [notFound('body.recipients.groups.1'), notFound('body.recipients.sections.0'), notFound('body.recipients.categories.0')],
    });
    expect(await mailshotCount()).toBe(1);
    const ok = await saveDraft(
      world.tokens.orgAdmin,
      draft({ kind: 'lists', groups: ['g1'], sections: ['sec-1'], categories: ['cat-ord'] }),
    );
    expect(ok.status).toBe(200);
  });

  it('a campaign or a recipients file that is not the organization’s is refused', async () => {
    const campaign = await saveDraft(world.tokens.orgAdmin, draft({ kind: 'campaign', campaignId: 'campaign-invented' }));
    expect(campaign.body.issues).toEqual([notFound('body.recipients.campaignId')]);
    const file = await saveDraft(world.tokens.orgAdmin, draft({ kind: 'file', fileId: 'file-invented', fileName: 'soci.csv' }));
    expect(file.body.issues).toEqual([notFound('body.recipients.fileId')]);
    expect(await mailshotCount()).toBe(2);
  });

  it('a recipients file must be one stored as a recipients file: an attachment or a photo of the organization is refused', async () => {
    // descriptions as files/storedFiles.ts writes them, for each kind of record a file is stored for
    const file = (id: string, kind: string, fileName: string) =>
      db
        .doc(`${orgCol(ORG_A, 'files')}/${id}`)
        .set({ id, fileName, contentType: 'text/csv', size: 20, owner: { kind, id: kind === 'photo' ? 'm1' : ORG_A } });
    await Promise.all([
      file('file-attachment', 'mailshotAttachment', 'programma.pdf'),
      file('file-photo', 'photo', 'foto.jpg'),
      file('file-recipients', 'recipients', 'soci.csv'),
    ]);
    const before = await mailshotCount();
    for (const fileId of ['file-attachment', 'file-photo']) {
      const res = await saveDraft(world.tokens.orgAdmin, draft({ kind: 'file', fileId, fileName: 'soci.csv' }));
      expect(res.body).toEqual({ err: 'INVALID_REQUEST', issues: [notFound('body.recipients.fileId')] });
    }
    expect(await mailshotCount()).toBe(before);
    const ok = await saveDraft(world.tokens.orgAdmin, draft({ kind: 'file', fileId: 'file-recipients', fileName: 'soci.csv' }));
    expect(ok.status).toBe(200);
  });
});
