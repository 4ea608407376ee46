import { beforeAll, describe, expect, it } from 'vitest';
import { orgPath } from '@tessera/domain/paths';
import type { SearchQuery } from '@tessera/domain/search/query';
import type { SearchPage } from '@tessera/domain/search/run';
import { api } from '../support/api';
import { db } from '../support/admin';
import { eventually } from '../support/settle';
import { buildWorld, ORG_A, updateMember, type PrincipalName, type World } from '../support/world';

// The organization's preferences in the advanced search: a field they hide (group, section, marital status) is
// neither offered to a query nor answered in its rows, its saved searches say so, its aggregations are refused; a
// group admin keeps the group (their scope is made of groups).
let world: World;
type Answer = SearchPage & { err?: string; issues?: { path: string; message: string }[] };
const call = (path: string, body: unknown, who: PrincipalName = 'orgAdmin') =>
  api<Answer & Record<string, unknown>>('POST', `/v1/advanced-search/${path}`, { token: world.tokens[who], body });
const search = (query: Partial<SearchQuery>, who: PrincipalName = 'orgAdmin') =>
  call('perform-search', { query: { mode: 'members', ...query } }, who);
const prefs = (on: boolean) =>
  db.doc(orgPath(ORG_A)).update({ 'preferences.showGroups': on, 'preferences.showSections': on, 'preferences.maritalStatusView': on });
const HIDEABLE = ['group', 'section', 'maritalStatus'];

let savedId = '';

beforeAll(async () => {
  world = await buildWorld();
  await updateMember(ORG_A, 'm1', { section: 'sec-1', maritalStatus: 'mar-1' });
  await db.doc(orgPath(ORG_A)).update({ 'plan.name': 'ENTERPRISE' });
  // the projection holds m1's section (the triggers' rows)
  const found = await eventually(
    () => search({ where: { all: [{ field: 'section', op: 'anyOf', values: ['sec-1'] }] } }),
    (r) => r.body.count === 1,
    60_000,
  );
  expect(found.body.count).toBe(1);
  // a saved search on the section, saved while the preferences show it
  const saved = await call('save-search', {
    name: 'Sezione Nord',
    shared: false,
    query: { mode: 'members', where: { all: [{ field: 'section', op: 'anyOf', values: ['sec-1'] }] }, columns: ['surname', 'section'] },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  savedId = String(saved.body.id);
}, 120_000);

describe('advanced search under the preferences', () => {
  it('shown: the default columns hold the group, a section and a marital status can be asked and answered', async () => {
    await prefs(true);
    const res = await search({
      where: { all: [{ field: 'maritalStatus', op: 'anyOf', values: ['mar-1'] }] },
      columns: ['surname', ...HIDEABLE],
    });
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([{ id: 'm1', values: { surname: 'Rossi', group: 'g1', section: 'sec-1', maritalStatus: 'mar-1' } }]);
    expect((await search({})).body.columns).toContain('group');
  });

  it('hidden: the default columns leave them out, and no row holds them', async () => {
    await prefs(false);
    for (const mode of ['members', 'cards'] as const) {
      const res = await call('perform-search', { query: { mode }, pageSize: 100 });
      expect(res.status).toBe(200);
      expect(res.body.columns.filter((c) => HIDEABLE.includes(c))).toEqual([]);
      expect(res.body.rows.length).toBeGreaterThan(0);
      expect(res.body.rows.flatMap((r) => Object.keys(r.values)).filter((k) => HIDEABLE.includes(k))).toEqual([]);
    }
    const payments = await call('perform-search', { query: { mode: 'payments', columns: ['holder', 'group'] } });
    expect(payments.body.issues).toEqual([{ path: 'body.query.columns.1', message: 'validation.unknownField' }]);
  });

  it('hidden: a condition, a column or a sort naming one is refused at its path, for runs, downloads and saving', async () => {
    await prefs(false);
    const query = {
      where: { all: [{ field: 'section', op: 'anyOf' as const, values: ['sec-1'] }] },
      columns: ['surname', 'maritalStatus'],
      sort: { field: 'group', dir: 'asc' as const },
    };
    const issues = [
      { path: 'body.query.where.all.0.field', message: 'validation.unknownField' },
      { path: 'body.query.columns.1', message: 'validation.unknownField' },
      { path: 'body.query.sort.field', message: 'validation.unknownField' },
    ];
    const run = await search(query);
    expect([run.status, run.body.err]).toEqual([400, 'INVALID_REQUEST']);
    expect(run.body.issues).toEqual(issues);
    const download = await call('download', { query: { mode: 'members', ...query }, format: 'csv' });
    expect([download.status, download.body.issues]).toEqual([400, issues]);
    const save = await call('save-search', { name: 'Nascosti', shared: false, query: { mode: 'members', ...query } });
    expect([save.status, save.body.issues]).toEqual([400, issues]);
  });

  it('hidden: a search saved before says what stops it; aggregating by one is refused', async () => {
    await prefs(false);
    const list = await api<{ searches: { id: string; issues: { path: string }[] }[] }>('GET', '/v1/advanced-search/get-searches', {
      token: world.tokens.orgAdmin,
    });
    expect(list.body.searches.find((s) => s.id === savedId)?.issues.map((i) => i.path)).toEqual([
      'query.where.all.0.field',
      'query.columns.1',
    ]);
    for (const by of ['group', 'section']) {
      const res = await call('aggregate', { query: { mode: 'members' }, by });
      expect([res.status, res.body.issues]).toEqual([400, [{ path: 'body.by', message: 'validation.notAllowed' }]]);
    }
    expect((await call('aggregate', { query: { mode: 'members' }, by: 'gender' })).status).toBe(200);
  });

  it('hidden groups: a group admin still sees the group (their scope is made of groups), not the section', async () => {
    await prefs(false);
    const res = await search({ columns: ['surname', 'group'] }, 'groupAdmin');
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r) => r.values.group).sort()).toEqual(['g1', 'g2']);
    expect((await search({ columns: ['section'] }, 'groupAdmin')).body.issues).toEqual([
      { path: 'body.query.columns.0', message: 'validation.unknownField' },
    ]);
  });
});
