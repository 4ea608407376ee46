import { describe, expect, it } from 'vitest';
import { customFieldValueSchema, customFieldsSchema, type CustomFieldDefinition } from './customFields';

type Result = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const issues = (r: Result) => (r.success ? [] : r.error!.issues.map((i) => [i.path.join('.'), i.message]));

const f = (type: CustomFieldDefinition['type'], required = false, allowedValues: string[] = []): CustomFieldDefinition => ({
  name: 'f',
  type,
  required,
  allowedValues,
});
const colours = ['rosso', 'verde', 'blu'];

describe('customFieldValueSchema: accepted values per type', () => {
  it.each([
    [f('TEXT'), ' ciao ', 'ciao'],
    [f('TEXT', true), 'x'.repeat(1000), 'x'.repeat(1000)],
    [f('NUMBER'), 12, 12],
    [f('NUMBER'), -3.5, -3.5],
    [f('NUMBER'), '12,5', 12.5],
    [f('NUMBER'), ' 7 ', 7],
    [f('NUMBER', true), 0, 0],
    [f('DATE'), '2024-02-29', '2024-02-29'],
    [f('RADIO', true, colours), 'verde', 'verde'],
    [f('SELECT', false, colours), 'blu', 'blu'],
    [f('MULTISELECT', true, colours), ['rosso', 'blu'], ['rosso', 'blu']],
    [f('MULTISELECT', false, colours), ['blu', 'blu'], ['blu']],
    // optional and empty → absent
    [f('TEXT'), '', undefined],
    [f('TEXT'), '   ', undefined],
    [f('NUMBER'), null, undefined],
    [f('DATE'), undefined, undefined],
    [f('SELECT', false, colours), '', undefined],
    [f('MULTISELECT', false, colours), [], undefined],
  ])('%j accepts %j → %j', (field, value, out) => {
    expect(customFieldValueSchema(field).parse(value)).toEqual(out);
  });

  it.each([
    [f('TEXT', true), '', 'validation.required'],
    [f('TEXT', true), null, 'validation.required'],
    [f('TEXT'), 'x'.repeat(1001), 'validation.tooLong'],
    [f('TEXT'), 12, 'validation.required'],
    [f('NUMBER', true), undefined, 'validation.required'],
    [f('NUMBER'), 'dodici', 'validation.number'],
    [f('NUMBER'), '1.234,5', 'validation.number'],
    [f('NUMBER'), Number.NaN, 'validation.number'],
    [f('NUMBER'), Number.POSITIVE_INFINITY, 'validation.number'],
    [f('DATE', true), '', 'validation.required'],
    [f('DATE'), '2023-02-29', 'validation.date'],
    [f('DATE'), '29/02/2024', 'validation.date'],
    [f('RADIO', true, colours), 'giallo', 'validation.notAllowed'],
    [f('RADIO', true, colours), '', 'validation.required'],
    [f('SELECT', false, colours), 'Rosso', 'validation.notAllowed'],
    [f('SELECT', false, []), 'x', 'validation.notAllowed'],
    [f('MULTISELECT', true, colours), [], 'validation.required'],
    [f('MULTISELECT', false, colours), ['rosso', 'giallo'], 'validation.notAllowed'],
    [f('MULTISELECT', false, colours), 'rosso', 'validation.notAllowed'],
  ])('%j refuses %j with %s', (field, value, key) => {
    const r = customFieldValueSchema(field).safeParse(value);
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual([key]);
  });
});

describe('customFieldsSchema: the whole record', () => {
  const fields: CustomFieldDefinition[] = [
    { name: 'tessera_cai', type: 'TEXT', required: true },
    { name: 'figli', type: 'NUMBER' },
    { name: 'sport', type: 'MULTISELECT', allowedValues: ['calcio', 'tennis'] },
    { name: 'scadenza', type: 'DATE' },
  ];
  const schema = customFieldsSchema(fields);
  it('keeps filled values, leaves empty optional ones out and drops keys of no field', () => {
    expect(schema.parse({ tessera_cai: 'A1', figli: '2', sport: [], scadenza: '', old_field: 'x' })).toEqual({
      tessera_cai: 'A1',
      figli: 2,
    });
  });
  it('reports each wrong field on its own path', () => {
    expect(issues(schema.safeParse({ figli: 'due', sport: ['golf'], scadenza: '2024-13-01' }))).toEqual([
      ['tessera_cai', 'validation.required'],
      ['figli', 'validation.number'],
      ['sport.0', 'validation.notAllowed'],
      ['scadenza', 'validation.date'],
    ]);
  });
  it('an empty definition list accepts any record as empty', () => {
    expect(customFieldsSchema([]).parse({ a: 1 })).toEqual({});
  });
  it('refuses something that is not a record', () => {
    expect(issues(schema.safeParse(null))).toEqual([['', 'validation.required']]);
  });
});
