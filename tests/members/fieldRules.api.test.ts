// The admin app of the tests first: the functions modules then reuse it.
import { db } from '../support/admin';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BIRTH_DATE_TABLE,
  CAP_TABLE,
  EMAIL_TABLE,
  PHONE_TABLE,
  TAX_CODE_TABLE,
  type FieldTableRow,
} from '@tessera/domain/fields/fieldTable.fixture';
import { memberPath } from '@tessera/domain/paths';
import { api } from '../support/api';
import { buildWorld, ORG_A, type World } from '../support/world';
import { clearRateLimits, signupPayload } from '../signup/support';

// The field rules' shared table (the domain's unit test runs it through the schemas and the upload validator) sent
// through the endpoints that take each field: every one must give the table's verdict. A value is refused when the
// answer is 400 with an issue at the field's path; any other answer (200, a duplicate email, a wrong signup code…)
// means the field's rule let it through.

let world: World;
beforeAll(async () => {
  world = await buildWorld();
});
beforeEach(clearRateLimits);

const ADDRESS = { line: 'Via Roma 1', city: 'Roma', state: 'RM', country: 'ITALIA' };
let seq = 0;

type Call = { method: 'POST' | 'PATCH'; path: string; token?: string; headers?: Record<string, string>; body: unknown };
type Path = { name: string; at: string; call: (value: string) => Call };

const createMember = (field: Record<string, unknown>): Call => ({
  method: 'POST',
  path: '/v1/members/one',
  token: world.tokens.orgAdmin,
  body: { name: 'Tabella', surname: 'Campi', ssn: 'RSSMRA80A01H501U', group: 'g1', ...field },
});
const patchMember = (field: Record<string, unknown>): Call => ({
  method: 'PATCH',
  path: '/v1/members/one',
  token: world.tokens.orgAdmin,
  headers: { id: 'm1' },
  body: field,
});
const selfEdit = (body: Record<string, unknown>): Call => ({
  method: 'PATCH',
  path: '/v1/profile/patch',
  token: world.tokens.member,
  body,
});
const signup = (field: Record<string, unknown>): Call => ({
  method: 'POST',
  path: '/v1/signup/preregister-user',
  headers: { org: ORG_A },
  body: signupPayload(`tabella${(seq += 1)}@example.test`, '000000', field),
});
const activate = (ssn: string): Call => ({
  method: 'POST',
  path: '/auth/activate-first-step',
  headers: { org: ORG_A },
  body: { ssn, card_number: '999999' },
});

const FIELDS: [field: string, table: readonly FieldTableRow[], paths: Path[]][] = [
  [
    'tax code',
    TAX_CODE_TABLE,
    [
      { name: 'create member', at: 'body.ssn', call: (v) => createMember({ ssn: v }) },
      { name: 'patch member', at: 'body.ssn', call: (v) => patchMember({ ssn: v }) },
      { name: 'signup', at: 'body.ssn', call: (v) => signup({ ssn: v }) },
      { name: 'activation', at: 'body.ssn', call: activate },
    ],
  ],
  [
    'CAP',
    CAP_TABLE,
    [
      { name: 'create member', at: 'body.residence.zip', call: (v) => createMember({ residence: { ...ADDRESS, zip: v } }) },
      { name: 'patch member (no country)', at: 'body.domicile.zip', call: (v) => patchMember({ domicile: { line: 'Via Po 1', zip: v } }) },
      { name: 'signup', at: 'body.addr_zip', call: (v) => signup({ addr_zip: v }) },
      { name: 'self-edit', at: 'body.member.residence.zip', call: (v) => selfEdit({ member: { residence: { ...ADDRESS, zip: v } } }) },
    ],
  ],
  [
    'email',
    EMAIL_TABLE,
    [
      { name: 'create member', at: 'body.email', call: (v) => createMember({ email: v }) },
      { name: 'patch member', at: 'body.secondaryEmail', call: (v) => patchMember({ secondaryEmail: v }) },
      { name: 'signup', at: 'body.email', call: (v) => signup({ email: v }) },
      { name: 'self-edit', at: 'body.member.secondaryEmail', call: (v) => selfEdit({ member: { secondaryEmail: v } }) },
    ],
  ],
  [
    'phone',
    PHONE_TABLE,
    [
      { name: 'create member', at: 'body.phone', call: (v) => createMember({ phone: v }) },
      { name: 'patch member', at: 'body.phone', call: (v) => patchMember({ phone: v }) },
      { name: 'self-edit', at: 'body.member.phone', call: (v) => selfEdit({ member: { phone: v } }) },
      { name: 'account phone', at: 'body.phone_number', call: (v) => selfEdit({ phone_number: v }) },
    ],
  ],
  [
    'birth date',
    BIRTH_DATE_TABLE,
    [
      { name: 'create member', at: 'body.birthDate', call: (v) => createMember({ birthDate: v }) },
      { name: 'patch member', at: 'body.birthDate', call: (v) => patchMember({ birthDate: v }) },
    ],
  ],
];

/** Runs `jobs` at most `width` at a time (the emulated functions share two cores with the rest of the suite). */
async function pooled<T>(jobs: (() => Promise<T>)[], width = 4): Promise<T[]> {
  const out: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) {
        const i = next++;
        out[i] = await jobs[i]!();
      }
    }),
  );
  return out;
}

describe.each(FIELDS)('the %s rule gives the same verdict on every endpoint', (_field, table, paths) => {
  it('for each value of the shared table', async () => {
    const jobs = table.flatMap(([value]) =>
      paths.map((p) => async () => {
        const { method, path, token, headers, body } = p.call(value);
        const res = await api(method, path, { token, headers, body });
        const refused = res.status === 400 && (res.body.issues ?? []).some((i) => i.path === p.at);
        if (res.status >= 500) throw new Error(`${p.name} answered ${res.status} to ${JSON.stringify(value)}`);
        return refused;
      }),
    );
    const refused = await pooled(jobs);
    const got = table.map(([value], v) => [value, Object.fromEntries(paths.map((p, k) => [p.name, !refused[v * paths.length + k]]))]);
    const expected = table.map(([value, valid]) => [value, Object.fromEntries(paths.map((p) => [p.name, valid]))]);
    expect(got).toEqual(expected);
  }, 600_000);
});

describe('what is stored', () => {
  it('is the value as the field rule normalizes it', async () => {
    const res = await api<{ result: { id: string } }>('POST', '/v1/members/one', {
      token: world.tokens.orgAdmin,
      body: { name: 'Spazi', surname: 'Dentro', ssn: ' bnc nna 85m41 f205q ', group: 'g1', birthDate: '5.3.1980' },
    });
    expect(res.status).toBe(200);
    const stored = (await db.doc(memberPath(ORG_A, res.body.result.id)).get()).data()!;
    expect(stored.ssn).toBe('BNCNNA85M41F205Q');
    expect((stored.birthDate as FirebaseFirestore.Timestamp).toDate().toISOString()).toBe('1980-03-05T00:00:00.000Z');
  });
});
