import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { daysBack, foldText, matches, type SearchRecord } from './evaluate';
import { customSearchFields, fieldsOf } from './fields';
import { queryIssues, searchQuery, SEARCH_LIMITS, type SearchCondition, type SearchNode } from './query';

const ctx = { today: '2026-11-27' };
const mario: SearchRecord = {
  name: 'Mario',
  surname: 'Rossì',
  gender: 'M',
  birthDate: '1990-05-12',
  group: 'g1',
  accountStatus: 'ACTIVE',
  cardValidUntil: '2026-12-31',
  lastPaymentAt: '2026-03-01',
  feeYears: [2025],
  deceased: false,
  'custom.hobby': ['chess', 'golf'],
};
const c = (cond: SearchCondition) => matches(cond, mario, ctx);

describe('the reference evaluator', () => {
  it('text: case- and accent-blind equals, contains, starts with', () => {
    expect([
      c({ field: 'surname', op: 'equals', value: 'rossi' }),
      c({ field: 'surname', op: 'contains', value: 'OSS' }),
      c({ field: 'surname', op: 'startsWith', value: 'ro' }),
      c({ field: 'surname', op: 'startsWith', value: 'ss' }),
      c({ field: 'surname', op: 'notEquals', value: 'Rossi' }),
    ]).toEqual([true, true, true, false, false]);
  });

  it('age is whole years on the day the search runs, from the birth date', () => {
    expect(c({ field: 'age', op: 'between', value: 26, to: 40 })).toBe(true);
    expect(c({ field: 'age', op: 'equals', value: 36 })).toBe(true);
    expect(matches({ field: 'age', op: 'equals', value: 36 }, mario, { today: '2026-05-11' })).toBe(false);
    // no birth date: no age, only "empty" matches
    expect(matches({ field: 'age', op: 'empty' }, { name: 'X' }, ctx)).toBe(true);
    expect(matches({ field: 'age', op: 'atLeast', value: 0 }, { name: 'X' }, ctx)).toBe(false);
  });

  it('dates: on, before, after, between (either order) and spans back from today', () => {
    expect([
      c({ field: 'lastPaymentAt', op: 'on', value: '2026-03-01' }),
      c({ field: 'lastPaymentAt', op: 'before', value: '2026-03-01' }),
      c({ field: 'lastPaymentAt', op: 'after', value: '2026-02-28' }),
      c({ field: 'lastPaymentAt', op: 'between', value: '2026-12-31', to: '2026-01-01' }),
      c({ field: 'lastPaymentAt', op: 'withinLast', last: { amount: 12, unit: 'months' } }),
      c({ field: 'lastPaymentAt', op: 'withinLast', last: { amount: 30, unit: 'days' } }),
      c({ field: 'lastPaymentAt', op: 'notWithinLast', last: { amount: 30, unit: 'days' } }),
    ]).toEqual([true, false, true, true, true, false, true]);
    expect(daysBack('2026-03-31', 1, 'months')).toBe('2026-02-28');
    expect(daysBack('2024-02-29', 1, 'years')).toBe('2023-02-28');
    expect(daysBack('2026-01-05', 10, 'days')).toBe('2025-12-26');
  });

  it('select: any of / none of, a multi-valued custom field by any value held; years paid and not paid', () => {
    expect([
      c({ field: 'group', op: 'anyOf', values: ['g1', 'g2'] }),
      c({ field: 'group', op: 'noneOf', values: ['g1'] }),
      c({ field: 'custom.hobby', op: 'anyOf', values: ['golf'] }),
      c({ field: 'section', op: 'noneOf', values: ['s1'] }),
      c({ field: 'feeYears', op: 'includes', value: 2025 }),
      c({ field: 'feeYears', op: 'excludes', value: 2026 }),
    ]).toEqual([true, false, true, true, true, true]);
  });

  it('groups: all / any, nested; an empty group matches everything', () => {
    // "men aged 26-40 in g1 or g2 who paid 2025 but not 2026"
    const q: SearchNode = {
      all: [
        { field: 'gender', op: 'anyOf', values: ['M'] },
        { field: 'age', op: 'between', value: 26, to: 40 },
        {
          any: [
            { field: 'group', op: 'anyOf', values: ['g1'] },
            { field: 'group', op: 'anyOf', values: ['g2'] },
          ],
        },
        { field: 'feeYears', op: 'includes', value: 2025 },
        { field: 'feeYears', op: 'excludes', value: 2026 },
      ],
    };
    expect(matches(q, mario, ctx)).toBe(true);
    expect(matches(q, { ...mario, feeYears: [2025, 2026] }, ctx)).toBe(false);
    expect(matches({ all: [] }, {}, ctx)).toBe(true);
    expect(matches({ any: [] }, {}, ctx)).toBe(true);
  });

  it('text folding', () => {
    expect(foldText('  D’Àmico   Ñuñez ')).toBe('d’amico nunez');
  });
});

// Properties over random records and conditions: the laws the server's execution must keep as well.
const values = fc.oneof(fc.constant(undefined), fc.constant(''), fc.string({ maxLength: 6 }), fc.constantFrom('Rossi', 'rossì', 'Bianchi'));
const record = fc.record({ surname: values, group: fc.constantFrom(undefined, 'g1', 'g2', 'g3') });
const condition: fc.Arbitrary<SearchCondition> = fc.oneof(
  fc.record({
    field: fc.constant('surname'),
    op: fc.constantFrom('equals', 'contains', 'startsWith') as fc.Arbitrary<SearchCondition['op']>,
    value: values.map((v) => v ?? 'x'),
  }),
  fc.record({
    field: fc.constant('group'),
    op: fc.constant('anyOf') as fc.Arbitrary<SearchCondition['op']>,
    values: fc.subarray(['g1', 'g2', 'g3'], { minLength: 1 }),
  }),
);
const negation: Partial<Record<SearchCondition['op'], SearchCondition['op']>> = { equals: 'notEquals', anyOf: 'noneOf', empty: 'notEmpty' };

describe('evaluator laws (property-based)', () => {
  it('a condition and its negation split every record; any/all of one condition is the condition', () => {
    fc.assert(
      fc.property(record, condition, (r, cond) => {
        const m = matches(cond, r, ctx);
        expect(matches({ any: [cond] }, r, ctx)).toBe(m);
        expect(matches({ all: [cond] }, r, ctx)).toBe(m);
        const neg = negation[cond.op];
        if (neg) expect(matches({ ...cond, op: neg }, r, ctx)).toBe(!m);
        expect(matches({ field: cond.field, op: 'empty' }, r, ctx)).toBe(!matches({ field: cond.field, op: 'notEmpty' }, r, ctx));
      }),
    );
  });

  it('De Morgan: any of A, B never matches fewer records than all of A, B; both agree with their parts', () => {
    fc.assert(
      fc.property(record, condition, condition, (r, a, b) => {
        const [ma, mb] = [matches(a, r, ctx), matches(b, r, ctx)];
        expect(matches({ all: [a, b] }, r, ctx)).toBe(ma && mb);
        expect(matches({ any: [a, b] }, r, ctx)).toBe(ma || mb);
      }),
    );
  });
});

describe('the query schema and its checks against the fields', () => {
  const fields = fieldsOf('members', [
    { id: 'hobby', type: 'MULTISELECT', values: ['chess', 'golf'] },
    { id: 'since', type: 'DATE' },
  ]);

  it('a sensible query passes', () => {
    const q = searchQuery.parse({
      mode: 'members',
      where: {
        all: [
          { field: 'age', op: 'between', value: 26, to: 40 },
          { field: 'custom.since', op: 'withinLast', last: { amount: 1, unit: 'years' } },
        ],
      },
      columns: ['surname', 'name', 'custom.hobby'],
      sort: { field: 'surname' },
    });
    expect(queryIssues(q, fields)).toEqual([]);
    expect(searchQuery.parse({ mode: 'cards' }).where).toEqual({ all: [] });
  });

  it('names each problem where it is', () => {
    const q = searchQuery.parse({
      mode: 'members',
      where: {
        any: [
          { field: 'custom.gone', op: 'equals', value: 'x' },
          { field: 'surname', op: 'atLeast', value: 3 },
          { field: 'age', op: 'between', value: 20 },
          { field: 'birthDate', op: 'on', value: '12/05/1990' },
          { field: 'group', op: 'anyOf', values: [] },
        ],
      },
      sort: { field: 'nope' },
    });
    expect(queryIssues(q, fields, 'body.query')).toEqual([
      { path: 'body.query.where.any.0.field', message: 'validation.unknownField' },
      { path: 'body.query.where.any.1.op', message: 'validation.notAllowed' },
      { path: 'body.query.where.any.2.to', message: 'validation.required' },
      { path: 'body.query.where.any.3.value', message: 'validation.date' },
      { path: 'body.query.where.any.4.values', message: 'validation.required' },
      { path: 'body.query.sort.field', message: 'validation.unknownField' },
    ]);
  });

  it('an amount is integer cents: what the screen could not read as one gets the amount message, not "required"', () => {
    const payments = fieldsOf('payments');
    const amount = (value: string | number, to?: string | number) =>
      queryIssues(
        searchQuery.parse({
          mode: 'payments',
          where: { all: [{ field: 'amount', op: 'between', value, ...(to === undefined ? {} : { to }) }] },
        }),
        payments,
      );
    expect(amount(1250, 3000)).toEqual([]);
    expect(amount('12,345', 3000)).toEqual([{ path: 'query.where.all.0.value', message: 'validation.cents' }]);
    expect(amount(1250, '1.500')).toEqual([{ path: 'query.where.all.0.to', message: 'validation.cents' }]);
    expect(amount(12.5, -100).map((i) => i.message)).toEqual(['validation.cents', 'validation.cents']);
    expect(amount('12,50')).toEqual([{ path: 'query.where.all.0.to', message: 'validation.required' }]);
    // a plain number field keeps its own message
    const age = searchQuery.parse({ mode: 'members', where: { field: 'age', op: 'atLeast', value: 'trenta' } });
    expect(queryIssues(age, fields)).toEqual([{ path: 'query.where.value', message: 'validation.number' }]);
  });

  it('hostile queries: too deep, too many conditions, huge value lists, unknown keys', () => {
    let deep: SearchNode = { field: 'surname', op: 'empty' };
    for (let i = 0; i < SEARCH_LIMITS.depth + 1; i++) deep = { all: [deep] };
    expect(queryIssues(searchQuery.parse({ mode: 'members', where: deep }), fields).map((i) => i.message)).toContain('validation.tooDeep');
    const many = Array.from({ length: 30 }, () => ({ field: 'surname', op: 'empty' }));
    expect(queryIssues(searchQuery.parse({ mode: 'members', where: { all: [{ all: many }, { any: many }] } }), fields)).toEqual([
      { path: 'query.where', message: 'validation.tooManyValues' },
    ]);
    expect(
      searchQuery.safeParse({ mode: 'members', where: { field: 'group', op: 'anyOf', values: Array(SEARCH_LIMITS.values + 1).fill('g') } })
        .success,
    ).toBe(false);
    expect(searchQuery.safeParse({ mode: 'members', where: { field: 'surname', op: 'empty', script: 'x' } }).success).toBe(false);
    expect(searchQuery.safeParse({ mode: 'everything' }).success).toBe(false);
  });

  it('custom fields become fields of their type', () => {
    expect(
      customSearchFields([
        { id: 'n', type: 'NUMBER' },
        { id: 'r', type: 'RADIO', values: ['a'] },
      ]),
    ).toEqual([
      { id: 'custom.n', type: 'number' },
      { id: 'custom.r', type: 'select', options: ['a'], multi: false },
    ]);
    expect(fieldsOf('cards', [{ id: 'n', type: 'NUMBER' }]).some((f) => f.id === 'custom.n')).toBe(false);
  });
});
