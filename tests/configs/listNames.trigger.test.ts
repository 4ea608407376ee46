import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { listNamesPath, orgCol } from '@tessera/domain/paths';
import { db } from '../support/admin';
import { eventually } from '../support/settle';
import { ORG_A } from '../support/world';

/** An organization of its own: nothing else writes its list values. */
const ORG = `${ORG_A}-names`;
const value = (id: string) => db.doc(`${orgCol(ORG, 'listValues')}/${id}`);
const summary = async () => (await db.doc(listNamesPath(ORG)).get()).data();
const settled = (want: Record<string, unknown>) => eventually(summary, (d) => isDeepStrictEqual(d, want));

const EMPTY = { groups: {}, sections: {}, categories: {}, marital: {}, group_companies: {}, ext_companies: {}, conv_companies: {} };

describe('list-names summary (trigger onListValueWritten)', () => {
  it('follows every list value created, renamed and deleted, several at once included', async () => {
    const batch = db.batch();
    batch.set(value('g1'), { type: 'groups', name: 'Milano' });
    batch.set(value('g2'), { type: 'groups', name: 'Roma' });
    batch.set(value('c1'), { type: 'categories', name: 'Ordinario', amount: 3000 });
    // Not a list value the product knows: left out, and it does not stop the others.
    batch.set(value('odd'), { type: 'colours', name: 'Blu' });
    await batch.commit();
    const created = { ...EMPTY, groups: { g1: 'Milano', g2: 'Roma' }, categories: { c1: 'Ordinario' } };
    expect(await settled(created)).toEqual(created);

    await value('g1').update({ name: 'Milano Centro' });
    await value('g2').delete();
    const changed = { ...EMPTY, groups: { g1: 'Milano Centro' }, categories: { c1: 'Ordinario' } };
    expect(await settled(changed)).toEqual(changed);
  });
});
