import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../functions/src/api';
import type { Contract } from '@tessera/domain/contracts/contract';
import { rawApi, type RawAnswer, type RawRequest } from '../support/rawApi';
import { buildWorld, ORG_A, type PrincipalName, type World } from '../support/world';

/**
 * Bad input never answers 5xx. Generated from the route table: every route, as several
 * principals, gets a catalogue of malformed headers and bodies; any 5xx or any answer that is not JSON
 * `{ err }` fails. A route added to ROUTES later is covered without touching this file.
 */

type Principal = 'anonymous' | Extract<PrincipalName, 'member' | 'groupAdmin' | 'orgAdmin' | 'platform'>;
const PRINCIPALS: readonly Principal[] = ['anonymous', 'member', 'groupAdmin', 'orgAdmin', 'platform'];
/**
 * Who gets every input the schemas let through; the others get one accepted and one refused input per route
 * (the handlers take the same paths for an organization admin as for the platform admin; a group admin's scope
 * check comes before the inputs are used). Keeps the run to a few minutes on a busy machine.
 */
const THOROUGH: readonly Principal[] = ['anonymous', 'member', 'platform'];

/** Ids Firestore cannot store as a document id, or that name another path. */
const BAD_IDS = ['.', '..', '__x__', 'a/b', ' ', 'x'.repeat(1600)];
/** Body-only values besides the bad ids: wrong types, nulls, arrays for objects, deep nesting, huge text. */
const deep = (n: number): unknown => (n === 0 ? 'x' : { a: deep(n - 1) });
const BAD_VALUES: readonly unknown[] = [
  ...BAD_IDS,
  null,
  0,
  [],
  ['..', '__x__'],
  { __x__: 'x', '': 'x', 'a.b': 'x', 'a/b': 'x' },
  deep(100),
  'x'.repeat(100_000),
];

/**
 * A plausible valid value for an input of this name, so that one bad input at a time reaches the handler.
 * Unknown names get 'x': the route then only meets the generic catalogue, still enough to catch a 5xx.
 */
const SAMPLES: Record<string, unknown> = {
  org: 'ORG',
  id: 'm3',
  user: 'm3',
  memberId: 'm3',
  userID: 'm3',
  relativeId: 'r1',
  job: 'job-1',
  card: '1003',
  card_number: '1003',
  cardNumber: '1003',
  candidate: 'luca@test.it',
  email: 'fuzz@test.it',
  year: '2026',
  lang: 'it',
  mode: 'INSERT',
  ssn: 'VRDLCU90B12L219F',
  name: 'Fuzz',
  surname: 'Test',
  group: 'g3',
  profileId: 'uid-member_ORG_member',
  otp: '123456',
  session: 'cs_test_fuzz',
  session_id: 'cs_test_fuzz',
  requested: false,
  newsletter: false,
  timestamp: 1,
};
const sample = (key: string) => (key === 'org' ? ORG_A : ((SAMPLES[key] as string) ?? 'x'));

interface ZodLike {
  shape?: Record<string, ZodLike>;
  def?: { type?: string; in?: ZodLike; innerType?: ZodLike; entries?: Record<string, unknown>; values?: unknown[]; element?: ZodLike };
}

const WRAPPERS = ['optional', 'default', 'prefault', 'nullable', 'readonly'];

/**
 * A value a field's own schema likely accepts, for a name with no sample: an enum's first option, a literal, false, 1,
 * an array of one such value, an object of such values. Without it a required enum (an outcome, a format) would keep
 * every request of the route at the schema, and the route's ids would never reach its handler.
 */
function fromSchema(schema: ZodLike | undefined, depth = 0): unknown {
  let s = schema;
  for (let i = 0; s?.def && i < 10; i++) {
    if (WRAPPERS.includes(s.def.type ?? '')) s = s.def.innerType;
    else if (s.def.type === 'pipe') s = s.def.in;
    else break;
  }
  const def = s?.def;
  if (def?.type === 'enum') return Object.values(def.entries ?? {})[0];
  if (def?.type === 'literal') return def.values?.[0];
  if (def?.type === 'boolean') return false;
  if (def?.type === 'number') return 1;
  if (def?.type === 'array') return depth < 3 ? [fromSchema(def.element, depth + 1)] : [];
  if (s?.shape) return depth < 3 ? Object.fromEntries(Object.entries(s.shape).map(([k, v]) => [k, fieldSample(k, v, depth + 1)])) : {};
  return 'x';
}

/** A field's plausible value: the sample for its name, else one from its schema. */
const fieldSample = (key: string, schema: ZodLike | undefined, depth = 0): unknown =>
  key === 'org' || key in SAMPLES ? sample(key) : fromSchema(schema, depth);

/** The keys of an object schema, looking through optional/default/pipe wrappers; [] for anything else. */
function keysOf(schema: unknown): string[] {
  let s = schema as ZodLike | undefined;
  for (let i = 0; s && i < 10; i++) {
    if (s.shape) return Object.keys(s.shape);
    s = s.def?.in ?? s.def?.innerType;
  }
  return [];
}

/**
 * The inputs with a sample value each, less those the schema refuses: the other inputs then stay valid while one
 * is made bad, so the bad one reaches the handler whenever the schema lets it through.
 */
function plausible<T>(schema: unknown, keys: string[], value: (k: string) => T): Record<string, T> {
  const all = Object.fromEntries(keys.map((k) => [k, value(k)]));
  if (!schema) return all;
  const result = (schema as { safeParse(v: unknown): { error?: { issues: { path: PropertyKey[] }[] } } }).safeParse(all);
  const wrong = new Set((result.error?.issues ?? []).map((i) => String(i.path[0])));
  return Object.fromEntries(Object.entries(all).filter(([k]) => !wrong.has(k)));
}

/** Whether a schema accepts a value the way the dispatcher parses it (absent → {}). */
function accepts(schema: unknown, value: unknown): boolean {
  if (!schema) return true;
  return (schema as { safeParse(v: unknown): { success: boolean } }).safeParse(value ?? {}).success;
}

interface Sent extends RawRequest {
  label: string;
  /** whether the route's own schemas accept the inputs (checked here, in-process): only those reach the handler */
  passes?: boolean;
}

/** Runs `jobs` with at most `limit` in flight (two cores shared: a flood only slows everyone). */
async function bounded<T, R>(items: readonly T[], limit: number, run: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await run(items[i]!);
      }
    }),
  );
  return out;
}

const json = (v: unknown) => JSON.stringify(v);
const MIB = 1024 * 1024;

/**
 * Bodies the platform's parser refuses before the function is called (docs/api.md §1.3): a 4xx the function cannot
 * shape, so the only case where a refusal may be other than JSON `{err}`. Still never a 5xx.
 */
const UNPARSEABLE = ['malformed JSON', 'gzip that does not inflate'] as const;

/** What is wrong with an answer: a 5xx, a dropped connection, or a refusal that is not JSON `{err}`; null when fine. */
function problem(a: RawAnswer, label: string): string | null {
  if (a.status >= 500 || a.status === 0) return `${a.status} ${a.text.replace(/\s+/g, ' ').slice(0, 160)}`;
  // A request the route accepts anyway (an ignored header, a PDF) may succeed.
  if (a.status < 300 || (UNPARSEABLE as readonly string[]).includes(label)) return null;
  return a.json && typeof a.body.err === 'string' && a.body.err ? null : `${a.status}, not JSON {err}: ${a.text.slice(0, 120)}`;
}

/** Requests a route gets whatever the principal: broken transport (JSON that does not parse, sizes, content types). */
function transportCatalogue(route: Contract, auth: Record<string, string>): Sent[] {
  const base = { method: route.method, path: route.path };
  const jsonHeaders = { ...auth, 'content-type': 'application/json' };
  const raw = (label: string, body: string, headers: Record<string, string> = jsonHeaders, method: string = route.method): Sent => ({
    ...base,
    method,
    label,
    headers,
    body,
  });
  return [
    raw(UNPARSEABLE[0], '{"a":'),
    raw(UNPARSEABLE[1], 'not gzip', { ...jsonHeaders, 'content-encoding': 'gzip' }),
    raw('JSON array', '[]'),
    raw('body over 1 MiB', json({ x: 'x'.repeat(MIB + 10) })),
    raw('text/plain', '{"a":1}', { ...auth, 'content-type': 'text/plain' }),
    ...(route.method === 'GET' ? [raw('JSON on GET', '{"a":1}')] : []),
  ];
}

/** Requests that reach the route's schemas: one bad header or body input at a time, the others plausible. */
function inputCatalogue(route: Contract, auth: Record<string, string>): Sent[] {
  const headerKeys = keysOf(route.headers);
  const bodyKeys = keysOf(route.body);
  const goodHeaders = plausible(route.headers, headerKeys, (k) => String(sample(k)));
  const bodyShape = (route.body as ZodLike | undefined)?.shape ?? {};
  const goodBody = plausible(route.body, bodyKeys, (k) => fieldSample(k, bodyShape[k]));
  const hasBody = route.method !== 'GET';
  const sent = (label: string, headers: Record<string, string>, body?: unknown): Sent => ({
    label,
    passes: accepts(route.headers, headers) && accepts(route.body, hasBody ? (body ?? goodBody) : undefined),
    method: route.method,
    path: route.path,
    headers: { ...auth, ...headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    body: hasBody ? json(body ?? goodBody) : undefined,
  });
  const out: Sent[] = [];
  // Every header the route declares, and the id headers of other routes (ignored or not, they must not hurt).
  for (const k of headerKeys) for (const bad of BAD_IDS) out.push(sent(`header ${k}=${bad.slice(0, 10)}`, { ...goodHeaders, [k]: bad }));
  if (!hasBody) return out;
  for (const k of bodyKeys)
    for (const bad of BAD_VALUES) out.push(sent(`body.${k}=${json(bad).slice(0, 20)}`, goodHeaders, { ...goodBody, [k]: bad }));
  // One level down: objects inside the body (relative, filters, customFields, member, addresses) get bad keys and ids.
  const shape = (route.body as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  for (const k of bodyKeys) {
    const inner = keysOf(shape[k]);
    const record = { __x__: 'x', '': 'x', 'a.b': 'x', 'a/b': 'x', '.': 'x', '..': 'x' };
    out.push(sent(`body.${k} with bad keys`, goodHeaders, { ...goodBody, [k]: record }));
    for (const ik of inner)
      for (const bad of BAD_IDS) {
        const nested = { ...Object.fromEntries(inner.map((x) => [x, sample(x)])), [ik]: bad };
        out.push(sent(`body.${k}.${ik}=${bad.slice(0, 10)}`, goodHeaders, { ...goodBody, [k]: nested }));
      }
  }
  return out;
}

const REFUSED_BEFORE_INPUTS = ['UNAUTHENTICATED', 'NO_USER_ALLOWED', 'PROFILE_NOT_SELECTED'];

/** Routes that end the session (logout revokes the tokens) go last, so the others run signed in. */
const ordered = ROUTES.map((r) => r.contract).sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));

describe('malformed requests on every route', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
  });

  it('never answer 5xx, and every refusal is JSON {err}', { timeout: 600_000 }, async () => {
    const failures = new Map<string, string>();
    // Printed as found, so that a run cut short still tells what it saw.
    const note = (request: string, wrong: string | null) => {
      if (!wrong || failures.has(request)) return;
      failures.set(request, wrong);
      console.log(`  ${request}: ${wrong}`);
    };
    let count = 0;
    for (const route of ordered) {
      // Transport first, as the platform admin: the dispatcher reads the body after the role check.
      const requests: Sent[] = transportCatalogue(route, { authorization: `Bearer ${world.tokens.platform}` });
      for (const who of PRINCIPALS) {
        const auth: Record<string, string> = who === 'anonymous' ? {} : { authorization: `Bearer ${world.tokens[who]}` };
        const inputs = inputCatalogue(route, auth);
        if (!inputs.length) continue;
        // A principal refused before the inputs are read (no token, wrong role) learns nothing more from them.
        const probe = await rawApi(inputs[0]!);
        count++;
        note(`${route.method} ${route.path} ← ${inputs[0]!.label} (${who})`, problem(probe, inputs[0]!.label));
        if ([401, 403].includes(probe.status) && REFUSED_BEFORE_INPUTS.includes(String(probe.body.err))) continue;
        // Inputs the schemas refuse answer INVALID_REQUEST before any handler runs: one pins that. Every input
        // the schemas let through is sent, as only those reach the handler.
        const refusedOne = inputs.find((s) => !s.passes);
        const passing = inputs.filter((s) => s.passes);
        requests.push(...(THOROUGH.includes(who) ? passing : passing.slice(0, 1)), ...(refusedOne ? [refusedOne] : []));
      }
      const started = Date.now();
      // Writes go one at a time: they mostly hit the same member, and contention is the concurrency tests' subject
      // (the emulator answers a contended transaction with INVALID_ARGUMENT "Transaction is invalid or closed").
      const answers = await bounded(requests, route.method === 'GET' ? 3 : 1, rawApi);
      count += requests.length;
      console.log(`${route.method} ${route.path}: ${requests.length} requests in ${Date.now() - started} ms`);
      answers.forEach((a, i) => note(`${requests[i]!.method} ${route.path} ← ${requests[i]!.label}`, problem(a, requests[i]!.label)));
    }
    console.log(`malformed-request fuzz: ${count} requests over ${ROUTES.length} routes; ${failures.size} distinct failures`);
    expect([...failures.keys()]).toEqual([]);
  });
});
