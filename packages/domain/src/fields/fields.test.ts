import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { memberInput, memberPatch } from '../entities/member';
import { profilePatchInput } from '../entities/profile';
import { signupPayloadSchema, signupStep1Schema } from '../forms/signup';
import { activationStep1Schema } from '../forms/activation';
import { ownMemberPatch } from '../users/ownMember';
import { parseMemberUploadRows, type MemberUploadAnyColumn, type UploadReason } from '../uploads/memberUpload';
import { parsePaymentUploadRows } from '../uploads/paymentUpload';
import { BIRTH_DATE_TABLE, CAP_TABLE, EMAIL_TABLE, PHONE_TABLE, TAX_CODE_TABLE, type FieldTableRow } from './fieldTable.fixture';
import { taxCodeVerdict } from './taxCode';
import { zipVerdict } from './cap';
import { emailVerdict } from './email';
import { phoneVerdict } from './phone';
import { birthDateVerdict } from './dates';

// One verdict per value, whatever the path: the field's rule, the schemas the forms and the API bodies use, and the
// bulk upload's row validator (the API test runs the same table through the endpoints).

const TODAY = '2026-06-01';
const MEMBER = { name: 'Mario', surname: 'Rossi', ssn: 'RSSMRA80A01H501U' };
const STEP1 = {
  firstName: 'Giulia',
  lastName: 'Verdi',
  email: 'giulia@example.it',
  password: 'Segreta-1',
  ssn: 'VRDGLI90A41H501U',
  otp: '123456',
  addr_line: 'Via Roma 1',
  addr_city: 'ROMA',
  addr_zip: '00118',
  addr_state: 'RM',
  addr_country: 'ITALIA',
};
const SIGNUP = {
  ...STEP1,
  offer: 'cat-ord',
  acceptTOS: true,
  acceptPrivacy: true,
  acceptStatuto: true,
  fullAddress: { nome: 'ROMA', cap: '00118', prov: 'RM', stato: 'ITALIA' },
};
const ADDRESS = { line: 'Via Roma 1', city: 'Roma', state: 'RM', country: 'ITALIA' };

/** Whether a schema accepts `body` without an issue at `path` (other issues are not the field's). */
function acceptsAt(schema: z.ZodType, body: unknown, path: string): boolean {
  const r = schema.safeParse(body);
  return r.success || !r.error.issues.some((i) => i.path.join('.') === path);
}

const HEADER: MemberUploadAnyColumn[] = ['firstname', 'lastname', 'email', 'dob', 'address', 'telephone', 'taxcode', 'zip'];
const columns = Object.fromEntries(HEADER.map((c, i) => [c, i]));
/** The upload's verdict on a row carrying `value` in `column` (every other cell valid). */
function uploadAccepts(column: MemberUploadAnyColumn, value: string, ...reasons: UploadReason[]): boolean {
  const row: Record<string, string> = { firstname: 'Mario', lastname: 'Rossi', email: 'mario@example.it', [column]: value };
  const [parsed] = parseMemberUploadRows([HEADER.map((c) => row[c] ?? '')], columns, 'UPSERT', 2, TODAY);
  if (!parsed!.ok) expect([parsed!.column, reasons.includes(parsed!.reason)]).toEqual([column, true]);
  return parsed!.ok;
}

type Path = [name: string, accepts: (value: string) => boolean];
const cases: [field: string, table: readonly FieldTableRow[], paths: Path[]][] = [
  [
    'tax code',
    TAX_CODE_TABLE,
    [
      ['rule', (v) => taxCodeVerdict(v).ok],
      ['member create (form and API)', (v) => acceptsAt(memberInput, { ...MEMBER, ssn: v }, 'ssn')],
      ['member patch', (v) => acceptsAt(memberPatch, { ssn: v }, 'ssn')],
      ['signup step 1 (form)', (v) => acceptsAt(signupStep1Schema, { ...STEP1, ssn: v }, 'ssn')],
      ['signup (API)', (v) => acceptsAt(signupPayloadSchema, { ...SIGNUP, ssn: v }, 'ssn')],
      ['activation', (v) => acceptsAt(activationStep1Schema, { ssn: v, card_number: '1' }, 'ssn')],
      ['member upload', (v) => uploadAccepts('taxcode', v, 'INVALID_TAX_CODE')],
      [
        'payment upload',
        (v) => {
          const [r] = parsePaymentUploadRows(
            [[v, '01/01/2026', '10']],
            { taxcode: 0, paydate: 1, amount: 2 },
            { payYear: 2026, today: TODAY },
          );
          return r!.ok || r!.reason !== 'INVALID_TAX_CODE';
        },
      ],
    ],
  ],
  [
    'CAP',
    CAP_TABLE,
    [
      ['rule', (v) => zipVerdict(v).ok],
      ['member create (form and API)', (v) => acceptsAt(memberInput, { ...MEMBER, residence: { ...ADDRESS, zip: v } }, 'residence.zip')],
      ['member, no country', (v) => acceptsAt(memberInput, { ...MEMBER, domicile: { line: 'Via Po 1', zip: v } }, 'domicile.zip')],
      ['self-edit (my data)', (v) => acceptsAt(ownMemberPatch, { correspondence: { ...ADDRESS, zip: v } }, 'correspondence.zip')],
      ['signup step 1 (form)', (v) => acceptsAt(signupStep1Schema, { ...STEP1, addr_zip: v }, 'addr_zip')],
      ['signup (API)', (v) => acceptsAt(signupPayloadSchema, { ...SIGNUP, addr_zip: v }, 'addr_zip')],
      ['member upload', (v) => uploadAccepts('zip', v, 'INVALID_ZIP')],
    ],
  ],
  [
    'email',
    EMAIL_TABLE,
    [
      ['rule', (v) => emailVerdict(v).ok],
      ['member create (form and API)', (v) => acceptsAt(memberInput, { ...MEMBER, email: v }, 'email')],
      ['member patch', (v) => acceptsAt(memberPatch, { email: v }, 'email')],
      ['self-edit (my data)', (v) => acceptsAt(ownMemberPatch, { secondaryEmail: v }, 'secondaryEmail')],
      ['signup step 1 (form)', (v) => acceptsAt(signupStep1Schema, { ...STEP1, email: v }, 'email')],
      ['signup (API)', (v) => acceptsAt(signupPayloadSchema, { ...SIGNUP, email: v }, 'email')],
      ['member upload', (v) => uploadAccepts('email', v, 'INVALID_EMAIL')],
    ],
  ],
  [
    'phone',
    PHONE_TABLE,
    [
      ['rule', (v) => phoneVerdict(v).ok],
      ['member create (form and API)', (v) => acceptsAt(memberInput, { ...MEMBER, phone: v }, 'phone')],
      ['self-edit (my data)', (v) => acceptsAt(ownMemberPatch, { phone: v }, 'phone')],
      ['account phone (my area)', (v) => acceptsAt(profilePatchInput, { phone_number: v }, 'phone_number')],
      ['member upload', (v) => uploadAccepts('telephone', v, 'INVALID_PHONE', 'TOO_LONG')],
    ],
  ],
  [
    'birth date',
    BIRTH_DATE_TABLE,
    [
      ['rule', (v) => birthDateVerdict(v).ok],
      ['member create (form and API)', (v) => acceptsAt(memberInput, { ...MEMBER, birthDate: v }, 'birthDate')],
      ['member patch', (v) => acceptsAt(memberPatch, { birthDate: v }, 'birthDate')],
      ['member upload', (v) => uploadAccepts('dob', v, 'INVALID_DATE', 'IMPLAUSIBLE_BIRTH_DATE')],
    ],
  ],
];

describe.each(cases)('the %s rule gives one verdict on every path', (_field, table, paths) => {
  it.each(table.map(([value, valid]) => ({ value, valid })))('$value → $valid', ({ value, valid }) => {
    const verdicts = Object.fromEntries(paths.map(([name, accepts]) => [name, accepts(value)]));
    expect(verdicts).toEqual(Object.fromEntries(paths.map(([name]) => [name, valid])));
  });
});

describe('the tables', () => {
  it('hold about fifty values per field, valid and invalid ones', () => {
    for (const table of [TAX_CODE_TABLE, CAP_TABLE, EMAIL_TABLE, PHONE_TABLE, BIRTH_DATE_TABLE]) {
      expect(table.length).toBeGreaterThanOrEqual(25);
      expect(table.some(([, ok]) => ok) && table.some(([, ok]) => !ok)).toBe(true);
    }
  });
  it('store a value the way the rule normalizes it', () => {
    expect(taxCodeVerdict(' rss mra 80a01 h501u ')).toEqual({ ok: true, value: 'RSSMRA80A01H501U' });
    expect(birthDateVerdict('5.3.1980')).toEqual({ ok: true, value: '1980-03-05' });
    expect(emailVerdict(' Mario@Example.IT ')).toEqual({ ok: true, value: 'mario@example.it' });
    expect(zipVerdict('75001', 'FRANCIA')).toEqual({ ok: true, value: '75001' });
    expect(zipVerdict('101xx', 'FRANCIA').ok).toBe(false);
  });
});
