// The admin app of the tests first: the functions modules then reuse it.
import '../support/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { orgCol, registerSettingsPath } from '@tessera/domain/paths';
import type { RegisterEntry } from '@tessera/domain/register/entry';
import type { UnresolvedAdmission } from '@tessera/domain/register/resolutions';
import { api } from '../support/api';
import { db } from '../support/admin';
import { eventually } from '../support/settle';
import { addMember, buildWorld, ORG_A, type PrincipalName, type World } from '../support/world';

// The statute's board resolutions: the setting that requires one for every admission, and the admissions still
// without one, as the register's appends keep them (and as turning the setting on rebuilds them).
let world: World;
beforeAll(async () => {
  world = await buildWorld();
});

const call = (path: string, body: unknown, who: PrincipalName = 'orgAdmin') =>
  api<Record<string, unknown>>('POST', path, { token: world.tokens[who], body });
const unresolved = async () =>
  (await db.collection(orgCol(ORG_A, 'registerUnresolved')).orderBy('seq').get()).docs.map((d) => d.data() as UnresolvedAdmission);
const entriesOf = async (memberId: string) =>
  (await db.collection(orgCol(ORG_A, 'registerEntries')).where('memberId', '==', memberId).get()).docs.map(
    (d) => d.data() as RegisterEntry,
  );

describe('resolutions the statute requires', () => {
  it('only the general admins and the platform change the setting; it is off until then', async () => {
    expect((await db.doc(registerSettingsPath(ORG_A)).get()).exists).toBe(false);
    for (const who of ['management', 'groupAdmin', 'staff', 'member'] as const) {
      const res = await call('/v1/register/settings', { resolutionRequired: true }, who);
      expect(res.status, who).toBe(403);
    }
    expect((await db.doc(registerSettingsPath(ORG_A)).get()).exists).toBe(false);
    expect((await call('/v1/register/settings', { resolutionRequired: 'yes' })).status).toBe(400);
  });

  it('lists the opening entries and admissions without a resolution, and a resolution takes its admission out', async () => {
    expect((await call('/v1/register/open', undefined)).status).toBe(200);
    // a register started before the list was kept: turning the setting on must find its openings all the same
    const openings = await unresolved();
    expect(openings.map((u) => u.seq)).toEqual([1, 2, 3]);
    for (const u of openings) await db.doc(`${orgCol(ORG_A, 'registerUnresolved')}/${String(u.seq).padStart(10, '0')}`).delete();

    const on = await call('/v1/register/settings', { resolutionRequired: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body).toEqual({ resolutionRequired: true, unresolved: 3 });
    expect(await unresolved()).toEqual(openings);
    const audit = await db.collection(orgCol(ORG_A, 'audit')).where('type', '==', 'registerSettingsChanged').get();
    expect(audit.docs.map((d) => [d.get('before'), d.get('after')])).toEqual([
      [{ resolutionRequired: false }, { resolutionRequired: true }],
    ]);

    const ids = await Promise.all([
      addMember(ORG_A, { name: 'Giulia', surname: 'Neri', ssn: 'NREGLI92D45F205K', accountStatus: 'ACTIVE' }),
      addMember(ORG_A, { name: 'Paolo', surname: 'Gialli', accountStatus: 'ACTIVE' }),
    ]);
    const listed = await eventually(unresolved, (us) => us.length === 5);
    const admissions = listed.filter((u) => u.kind === 'admission');
    expect(admissions.map((u) => u.memberId).sort()).toEqual([...ids].sort());
    const neri = admissions.find((u) => u.surname === 'Neri')!;
    expect(neri).toMatchObject({ name: 'Giulia', taxCode: 'NREGLI92D45F205K' });
    expect(neri.admissionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const res = await call('/v1/register/resolution', { seq: neri.seq, resolution: 'Delibera n. 12 del 15/03/2026' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await unresolved()).map((u) => u.seq)).toEqual(listed.map((u) => u.seq).filter((s) => s !== neri.seq));
    expect((await entriesOf(ids[0]!)).map((e) => e.kind).sort()).toEqual(['admission', 'correction']);

    // off and on again: the rebuild keeps the list as the entries say, the resolved admission still out
    expect((await call('/v1/register/settings', { resolutionRequired: false })).body).toEqual({ resolutionRequired: false, unresolved: 4 });
    expect((await call('/v1/register/settings', { resolutionRequired: true })).body).toEqual({ resolutionRequired: true, unresolved: 4 });
    expect((await unresolved()).some((u) => u.seq === neri.seq)).toBe(false);
  });
});
