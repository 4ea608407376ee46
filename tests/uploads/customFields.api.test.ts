import { beforeAll, describe, expect, it } from 'vitest';
import { memberPath, memberPrivatePath, orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { buildWorld, ORG_A, type World } from '../support/world';
import { csvRow, HEADER, memberByEmail, upAndWait } from './support';

// Bulk upload with custom fields (the upload follows the definitions): columns named after the fields,
// values checked by the same validator as the member form, hidden ones kept in the back-office document, a required
// field asked of new members only.
describe('bulk upload: custom fields as columns', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
    const fields = db.collection(orgCol(ORG_A, 'customFields'));
    await fields.doc('u-taglia').set({ name: 'Taglia', type: 'SELECT', allowedValues: ['S', 'M', 'L'], visibleToMember: true, order: 1 });
    await fields.doc('u-interessi').set({ name: 'Interessi', type: 'MULTISELECT', allowedValues: ['Yoga', 'Vela'], order: 2 });
    await fields.doc('u-visita').set({ name: 'Visita', type: 'DATE', required: true, order: 3 });
    // Mario Rossi (m1) already has a hidden value the file does not name
    const res = await api('PATCH', '/v1/members/one', {
      token: world.tokens.orgAdmin,
      headers: { id: 'm1' },
      body: { customFields: { Interessi: ['Vela'], Visita: '2025-01-10' } },
    });
    expect(res.status).toBe(200);
  });

  it('applies valid values on both sides, refuses a value not allowed and a new member without a required field', async () => {
    const header = `${HEADER},taglia,INTERESSI,Visita`;
    const rows = [
      `${csvRow(1)},M,"Yoga, Vela",15/03/2026`, // line 2: a new member with every field
      `${csvRow(2)},XXL,,15/03/2026`, // line 3: a size the field does not allow
      `${csvRow(3)},S,,`, // line 4: a new member without the required date
      `Mario,Rossi,member-a@test.it,01/01/1980,Via Appia 1,3331112223,L,,`, // line 5: an existing member, one value changed
    ];
    const { job, rows: report } = await upAndWait(world.tokens.orgAdmin, 'UPSERT', 'custom.csv', `${header}\n${rows.join('\n')}\n`);
    expect(job).toMatchObject({ state: 'DONE', applied: 2, refused: 2 });
    expect(report.filter((r) => r.outcome === 'REFUSED').map(({ line, reason, column }) => ({ line, reason, column }))).toEqual([
      { line: 3, reason: 'INVALID_VALUE', column: 'Taglia' },
      { line: 4, reason: 'REQUIRED', column: 'Visita' },
    ]);

    const [created] = await memberByEmail('socio1@prova.it');
    expect(created!.customFields).toEqual({ Taglia: 'M' });
    const hidden = (await db.doc(memberPrivatePath(ORG_A, created!.id)).get()).data()!;
    expect(hidden).toMatchObject({ customFields: { Interessi: ['Yoga', 'Vela'], Visita: '2026-03-15' }, org: ORG_A });
    expect([...(hidden.customFieldKeys as string[])].sort()).toEqual(['Interessi', 'Visita']);
    expect(await memberByEmail('socio2@prova.it')).toEqual([]);

    // the existing member: the named value changed, the hidden ones the file left blank kept
    expect((await db.doc(memberPath(ORG_A, 'm1')).get()).get('customFields')).toEqual({ Taglia: 'L' });
    expect((await db.doc(memberPrivatePath(ORG_A, 'm1')).get()).get('customFields')).toEqual({ Interessi: ['Vela'], Visita: '2025-01-10' });
    expect(report.find((r) => r.line === 5)?.changes).toContain('customFields.Taglia');

    // settings count the uploaded values with the others
    const fields = (
      await api<{ fields: { name: string; members: number }[] }>('GET', '/v1/settings/get-fields', { token: world.tokens.orgAdmin })
    ).body.fields;
    expect(Object.fromEntries(fields.map((f) => [f.name, f.members]))).toMatchObject({ Taglia: 2, Interessi: 2, Visita: 2 });
  });
});
