import { describe, expect, it } from 'vitest';
import type { ParsedUploadRow, UploadRowData } from './memberUpload';
import { changedFields, planRow, type PlanJob, type RowLookups, type StoredMember } from './rowPlan';

const ANNA: StoredMember = {
  name: 'Anna',
  surname: 'Bianchi',
  email: 'anna@example.it',
  ssn: 'BNCNNA85M41F205Q',
  group: 'g1',
  cardNumber: '100',
  cardValidUntil: '2026-12-31',
  residence: { line: 'Via Po 1', city: 'TORINO', zip: '10100', state: 'TO', country: 'ITALIA' },
};

/** An organization with Anna (m1, card 100), Bruno's card 200 and the groups g1 "Nord" and g2 "Sud". */
function lookups(over: Partial<RowLookups> = {}): RowLookups {
  const members = new Map<string, StoredMember>([['m1', ANNA]]);
  const cards = new Map([
    ['100', { memberId: 'm1' }],
    ['200', { memberId: 'm2' }],
  ]);
  const groups = new Map([
    ['g1', 'g1'],
    ['nord', 'g1'],
    ['g2', 'g2'],
    ['sud', 'g2'],
  ]);
  return {
    holderOfEmail: (e) => (e === ANNA.email ? 'm1' : e === 'bruno@example.it' ? 'm2' : undefined),
    holderOfSsn: (s) => (s === ANNA.ssn ? 'm1' : undefined),
    member: (id) => members.get(id),
    card: (n) => cards.get(n),
    group: (k) => groups.get(k),
    touched: new Set(),
    ...over,
  };
}
const ADMIN: PlanJob = { id: 'job1', mode: 'UPSERT', scope: { role: 'organization', groups: [] }, today: '2026-11-24' };
const row = (data: UploadRowData, line = 2): ParsedUploadRow => ({ line, ok: true, data });
const refusal = (plan: ReturnType<typeof planRow>) => (plan.kind === 'REPORT' ? [plan.report.reason, plan.report.column] : plan.kind);

describe('planRow', () => {
  it('updates the member the row names, with only the fields that change', () => {
    const plan = planRow(row({ email: ANNA.email as string, phone: '333 1', city: 'MILANO' }), ADMIN, lookups());
    expect(plan.kind).toBe('WRITE');
    if (plan.kind !== 'WRITE') return;
    expect(plan).toMatchObject({ memberId: 'm1', existing: true, newCard: false, claims: {} });
    expect(plan.fields.residence).toEqual({ line: 'Via Po 1', city: 'MILANO', state: 'TO', country: 'ITALIA', zip: '10100' });
    expect(plan.report).toEqual({ line: 2, outcome: 'APPLIED', memberId: 'm1', changes: ['phone', 'residence.city'] });
    // the member keeps card 100: its holder follows the member
    expect(plan.refreshCard).toMatchObject({ number: '100', holder: 'Bianchi Anna', group: 'g1' });
    expect(plan.refreshCard?.searchTokens).toContain('bianchi anna');
  });

  it('creates a new member under a deterministic id, claiming its keys and its new card', () => {
    const plan = planRow(row({ name: 'Carla', surname: 'Verdi', email: 'carla@example.it', cardNumber: '300' }, 7), ADMIN, lookups());
    expect(plan.kind).toBe('WRITE');
    if (plan.kind !== 'WRITE') return;
    expect(plan).toMatchObject({ memberId: 'job1-7', existing: false, newCard: true, claims: { email: 'carla@example.it' } });
    expect(plan.card).toMatchObject({ number: '300', memberId: 'job1-7', holder: 'Verdi Carla', group: null });
    expect(plan.card?.searchTokens).toContain('300');
    expect(plan.fields).toMatchObject({ cardStatus: 'ACTIVE', cardValidUntil: '2026-12-31' });
    expect(plan.fields.searchTokens).toEqual(expect.arrayContaining(['verdi', 'carla', 'verdi carla', '300']));
  });

  it("a new card keeps a member's later valid-until", () => {
    const renewed = lookups({
      member: (id) => (id === 'm1' ? { ...ANNA, cardNumber: undefined, cardValidUntil: '2027-12-31' } : undefined),
    });
    const plan = planRow(row({ ssn: ANNA.ssn as string, cardNumber: '300' }), ADMIN, renewed);
    expect(plan.kind === 'WRITE' && plan.fields.cardValidUntil).toBe('2027-12-31');
  });

  it('refuses a row whose email and tax code name two members, or that would change a key', () => {
    const two = lookups({ holderOfSsn: () => 'm2', member: (id) => (id === 'm1' ? ANNA : id === 'm2' ? { name: 'Bruno' } : undefined) });
    expect(refusal(planRow(row({ email: ANNA.email as string, ssn: 'X' }), ADMIN, two))).toEqual(['KEYS_CONFLICT', 'taxcode']);
    expect(refusal(planRow(row({ ssn: ANNA.ssn as string, email: 'new@example.it' }), ADMIN, lookups()))).toEqual([
      'KEYS_CONFLICT',
      'email',
    ]);
  });

  it('names groups by id or by name, and refuses an unknown one', () => {
    const byName = planRow(row({ email: ANNA.email as string, group: 'SUD' }), ADMIN, lookups());
    expect(byName.kind === 'WRITE' && byName.fields.group).toBe('g2');
    expect(refusal(planRow(row({ email: ANNA.email as string, group: 'Est' }), ADMIN, lookups()))).toEqual(['UNKNOWN_GROUP', 'group']);
  });

  it("keeps a group admin's job within its groups", () => {
    const groupAdmin: PlanJob = { ...ADMIN, scope: { role: 'group', groups: ['g2'] } };
    expect(refusal(planRow(row({ email: ANNA.email as string, phone: '1' }), groupAdmin, lookups()))).toEqual(['OUT_OF_SCOPE', 'group']);
    expect(refusal(planRow(row({ name: 'N', surname: 'S', email: 'n@example.it' }), groupAdmin, lookups()))).toEqual([
      'OUT_OF_SCOPE',
      'group',
    ]);
    expect(planRow(row({ name: 'N', surname: 'S', email: 'n@example.it', group: 'g2' }), groupAdmin, lookups()).kind).toBe('WRITE');
  });

  it('refuses a second row for a member the job changed, and card numbers that belong elsewhere', () => {
    expect(refusal(planRow(row({ email: ANNA.email as string }), ADMIN, lookups({ touched: new Set(['m1']) })))).toEqual([
      'DUPLICATE_IN_FILE',
      'email',
    ]);
    expect(refusal(planRow(row({ email: ANNA.email as string, cardNumber: '200' }), ADMIN, lookups()))).toEqual([
      'CARD_NUMBER_ALREADY_USED',
      'cardnumber',
    ]);
    expect(refusal(planRow(row({ email: ANNA.email as string, cardNumber: '300' }), ADMIN, lookups()))).toEqual([
      'CARD_NUMBER_MISMATCH',
      'cardnumber',
    ]);
  });

  it('UPDATE skips unknown members; DELETE removes the member and its card', () => {
    const unknown = row({ name: 'N', surname: 'S', email: 'n@example.it' });
    expect(planRow(unknown, { ...ADMIN, mode: 'UPDATE' }, lookups())).toEqual({
      kind: 'REPORT',
      report: { line: 2, outcome: 'SKIPPED', reason: 'NOT_FOUND' },
    });
    expect(planRow(row({ ssn: ANNA.ssn as string }), { ...ADMIN, mode: 'DELETE' }, lookups())).toMatchObject({
      kind: 'DELETE',
      memberId: 'm1',
      cardNumber: '100',
      report: { outcome: 'APPLIED', memberId: 'm1' },
    });
  });

  it('a refused row still names the member it matches (RESET keeps its card)', () => {
    const refused: ParsedUploadRow = { line: 4, ok: false, reason: 'INVALID_ZIP', column: 'zip', keys: { ssn: ANNA.ssn as string } };
    expect(planRow(refused, ADMIN, lookups())).toEqual({
      kind: 'REPORT',
      report: { line: 4, outcome: 'REFUSED', reason: 'INVALID_ZIP', column: 'zip', memberId: 'm1' },
    });
  });
});

describe('changedFields', () => {
  it('compares dates as days, empty as missing, and residence part by part', () => {
    expect(
      changedFields(
        { birthDate: '1985-08-01', phone: '' },
        { birthDate: '1985-08-01', phone: undefined, searchTokens: ['x'], sortKeys: {} },
      ),
    ).toEqual([]);
    expect(changedFields(undefined, { name: 'A', residence: { line: 'Via', city: '' } })).toEqual(['name', 'residence.line']);
  });
});
