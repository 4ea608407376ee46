import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, getDocs, type Firestore, type Query } from 'firebase/firestore';
import { expect, it } from 'vitest';
import { dbAs } from './env';
import { PRINCIPALS, type Principal } from './principals';

/** A single-document read and who may make it. */
export interface GetCase {
  label: string;
  path: string;
  allowed: (p: Principal) => boolean;
}

/** A query and who may run it. The rules allow a query only if they allow every document it could return. */
export interface ListCase {
  label: string;
  query: (db: Firestore) => Query;
  allowed: (p: Principal) => boolean;
}

const verdict = (allowed: boolean) => (allowed ? 'allowed' : 'denied');

/**
 * One test per case and principal, named `<area> › <principal> › <case> › allowed|denied`; run concurrently,
 * as they only read and the emulator serves parallel requests.
 * First a guard: every document and query of the table finds data with the rules off, so a
 * misspelt path cannot make a "denied" expectation pass for the wrong reason.
 */
export function readTable(
  area: string,
  env: () => RulesTestEnvironment,
  cases: { gets: readonly GetCase[]; lists: readonly ListCase[] },
): void {
  it(`${area} › fixture › every document and query of the table finds data`, async () => {
    await env().withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore() as unknown as Firestore;
      for (const c of cases.gets) expect((await getDoc(doc(db, c.path))).exists(), c.path).toBe(true);
      for (const c of cases.lists) expect((await getDocs(c.query(db))).size, c.label).toBeGreaterThan(0);
    });
  });
  for (const p of PRINCIPALS) {
    for (const c of cases.gets) {
      const allowed = c.allowed(p);
      it.concurrent(`${area} › ${p.label} › ${c.label} › ${verdict(allowed)}`, async () => {
        const read = getDoc(doc(dbAs(env(), p), c.path));
        await (allowed ? assertSucceeds(read) : assertFails(read));
      });
    }
    for (const c of cases.lists) {
      const allowed = c.allowed(p);
      it.concurrent(`${area} › ${p.label} › ${c.label} › ${verdict(allowed)}`, async () => {
        const read = getDocs(c.query(dbAs(env(), p)));
        await (allowed ? assertSucceeds(read) : assertFails(read));
      });
    }
  }
}
