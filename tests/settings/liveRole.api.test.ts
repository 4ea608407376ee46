import { beforeAll, describe, expect, it } from 'vitest';
import { orgCol, profileId } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { buildWorld, ORG_A, type World } from '../support/world';
import { nthTaxCode } from '../support/taxCodes';

// A role or a local admin's groups changed in Impostazioni → Amministratori hold from the changed admin's next call:
// the API reads the profile on every privileged call and runs the call with what it grants now, whatever the token
// (issued before the change, valid for up to an hour) still says.
let world: World;
beforeAll(async () => {
  world = await buildWorld();
});

const patchAdmin = (id: string, body: Record<string, unknown>) =>
  api('PATCH', '/v1/settings/patch-admin', { token: world.tokens.orgAdmin, headers: { id }, body });
const memberCount = async () => (await db.collection(orgCol(ORG_A, 'members')).count().get()).data().count;
const newMember = (ssn: string) => ({ name: 'Giulia', surname: 'Esposito', ssn, group: 'g1' });

describe('a changed administrator’s old token', () => {
  it('management demoted to staff: the same token creates no member from the next call on', async () => {
    const token = world.tokens.management;
    expect((await api('POST', '/v1/members/one', { token, body: newMember(nthTaxCode('LVRLGL', 1)) })).status).toBe(200);
    expect((await patchAdmin(profileId(world.uid('management'), ORG_A, 'management'), { role: 'staff' })).status).toBe(200);
    const before = await memberCount();
    const res = await api('POST', '/v1/members/one', { token, body: newMember(nthTaxCode('LVRLGL', 2)) });
    expect(res.body.err).toBe('NO_USER_ALLOWED');
    expect(await memberCount()).toBe(before);
    // what staff may do, the old token still does
    expect((await api('GET', '/v1/members/one', { token, headers: { id: 'm1' } })).status).toBe(200);
  });

  it('a local admin’s groups: a group taken away is out of scope at once, a group given is in scope at once', async () => {
    const token = world.tokens.groupAdmin;
    const id = profileId(world.uid('groupAdmin'), ORG_A, 'group');
    const read = async (member: string) => (await api('GET', '/v1/members/one', { token, headers: { id: member } })).body.err ?? 'ok';
    // m1 sits in g1, m2 in g2, m3 in g3; the local admin holds g1 and g2
    expect([await read('m1'), await read('m2'), await read('m3')]).toEqual(['ok', 'ok', 'NO_USER_ALLOWED']);
    expect((await patchAdmin(id, { groups: ['g1', 'g3'] })).status).toBe(200);
    expect([await read('m1'), await read('m2'), await read('m3')]).toEqual(['ok', 'NO_USER_ALLOWED', 'ok']);
    // the members list follows the same scope
    const list = (await api<{ result: { id: string }[] }>('GET', '/v1/members/all', { token })).body.result.map((u) => u.id);
    expect(list).toEqual(expect.arrayContaining(['m1', 'm3']));
    expect(list).not.toContain('m2');
  });

  it('a local admin made staff loses the write permission and the group scope at once', async () => {
    const token = world.tokens.groupAdmin;
    expect((await patchAdmin(profileId(world.uid('groupAdmin'), ORG_A, 'group'), { role: 'staff' })).status).toBe(200);
    expect((await api('POST', '/v1/members/one', { token, body: newMember(nthTaxCode('LVRLGL', 3)) })).body.err).toBe('NO_USER_ALLOWED');
    expect((await api('GET', '/v1/members/one', { token, headers: { id: 'm2' } })).status).toBe(200);
  });
});
