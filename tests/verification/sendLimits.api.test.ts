// The admin app of the tests first: the functions modules then reuse it.
import '../support/admin';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_CODE_SENDS_PER_EMAIL, EMAIL_CODE_SENDS_PER_PERSON, REQUESTS_PER_ADDRESS } from '@tessera/domain/constants';
import type { ErrorBody } from '@tessera/domain/errors';
import { functionsUrl } from '../support/env';
import { buildWorld, MEMBERS, ORG_A } from '../support/world';
import { clearRateLimits, fillRateWindow } from '../signup/support';

/**
 * An activation code asked for from `address` (the entry the platform appends to X-Forwarded-For), with step 1's
 * ticket when given, with the raw answer.
 */
async function sendFrom(address: string, email: string, ticket?: string) {
  const res = await fetch(`${functionsUrl()}/api/auth/activate-send-code`, {
    method: 'POST',
    headers: { org: ORG_A, 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(ticket ? { email, userID: ticket } : { email }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as ErrorBody & { sent?: boolean } };
}

/** A refusal says when to retry: the time, the seconds left and the Retry-After header agree with the window's end. */
function expectRetryAt(answer: Awaited<ReturnType<typeof sendFrom>>, windowEnd: number) {
  expect(answer.status).toBe(429);
  expect(answer.body.err).toBe('TOO_MANY_REQUESTS');
  const retryAt = Date.parse(answer.body.retryAt!);
  expect(Math.abs(retryAt - windowEnd)).toBeLessThan(5_000);
  const seconds = answer.body.retryAfterSeconds!;
  expect(Math.abs(seconds - (windowEnd - Date.now()) / 1000)).toBeLessThan(10);
  expect(answer.retryAfter).toBe(String(seconds));
}

beforeAll(async () => {
  await buildWorld();
});
beforeEach(clearRateLimits);

describe('code mail limits: the person, not the room', () => {
  it('31 people behind one network address (an assembly on one Wi-Fi) each get their code', async () => {
    const room = '203.0.113.30';
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await sendFrom(room, `assemblea${i}@example.test`));
    expect(answers.map((a) => a.status)).toEqual(Array(31).fill(200));
    expect(answers.every((a) => a.body.sent === true)).toBe(true);
  });

  it(`one person over their limit (${EMAIL_CODE_SENDS_PER_EMAIL.max} codes) is refused with the time to retry; the others in the room are not`, async () => {
    const room = '203.0.113.31';
    const started = Date.now();
    for (let i = 0; i < EMAIL_CODE_SENDS_PER_EMAIL.max; i++) expect((await sendFrom(room, 'insistente@example.test')).status).toBe(200);
    const refused = await sendFrom(room, 'insistente@example.test');
    expectRetryAt(refused, started + EMAIL_CODE_SENDS_PER_EMAIL.windowMs);
    expect((await sendFrom(room, 'vicina@example.test')).body).toEqual({ sent: true });
  });

  it(`the network address keeps a ceiling (${REQUESTS_PER_ADDRESS.max} an hour), whatever X-Forwarded-For's left part says`, async () => {
    const filledAt = await fillRateWindow('code-ip', '198.51.100.32', REQUESTS_PER_ADDRESS);
    const refused = await sendFrom('10.0.0.1, 198.51.100.32', 'nuova@example.test');
    expectRetryAt(refused, filledAt + REQUESTS_PER_ADDRESS.windowMs);
    // another address is not held back by this one
    expect((await sendFrom('198.51.100.33', 'nuova@example.test')).body).toEqual({ sent: true });
  });
});

describe('activation code mails: the card being activated is the person', () => {
  /** Step 1 passed for a member of the world without a sign-in: its activation ticket. */
  async function ticketOf(id: 'm3'): Promise<string> {
    const m = MEMBERS.find((x) => x.id === id)!;
    const res = await fetch(`${functionsUrl()}/api/auth/activate-first-step`, {
      method: 'POST',
      headers: { org: ORG_A, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.40' },
      body: JSON.stringify({ card_number: m.cardNumber, ssn: m.ssn }),
    });
    const body = (await res.json()) as { id?: string };
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body.id!;
  }
  const personWindow = `member:${ORG_A}/m3`;

  it(`one card trying address after address meets its limit (${EMAIL_CODE_SENDS_PER_PERSON.max} an hour), with the time to retry`, async () => {
    const ticket = await ticketOf('m3');
    // one mail short of the card's limit: the next one counts against the card, whatever the address
    const filledAt = await fillRateWindow('code-person', personWindow, {
      ...EMAIL_CODE_SENDS_PER_PERSON,
      max: EMAIL_CODE_SENDS_PER_PERSON.max - 1,
    });
    expect((await sendFrom('203.0.113.41', 'primo@example.test', ticket)).body).toEqual({ sent: true });
    const refused = await sendFrom('203.0.113.42', 'secondo@example.test', ticket);
    expectRetryAt(refused, filledAt + EMAIL_CODE_SENDS_PER_PERSON.windowMs);
    // the address itself is not held back: without the card, it is its own person
    expect((await sendFrom('203.0.113.42', 'secondo@example.test')).body).toEqual({ sent: true });
  });

  it('the per-email limit still holds with a ticket', async () => {
    const ticket = await ticketOf('m3');
    const started = Date.now();
    for (let i = 0; i < EMAIL_CODE_SENDS_PER_EMAIL.max; i++)
      expect((await sendFrom('203.0.113.43', 'stesso@example.test', ticket)).status).toBe(200);
    expectRetryAt(await sendFrom('203.0.113.43', 'stesso@example.test', ticket), started + EMAIL_CODE_SENDS_PER_EMAIL.windowMs);
  });

  it('a ticket unknown is USER_NOT_FOUND, as in step 2', async () => {
    const res = await sendFrom('203.0.113.44', 'ignoto@example.test', 'x'.repeat(43));
    expect([res.status, res.body.err]).toEqual([404, 'USER_NOT_FOUND']);
  });
});
