import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { TAX_CODE_INVALID_KEY } from '@tessera/domain/codiceFiscale';
import type { CustomFieldDefinition } from '@tessera/domain/forms/customFields';
import { memberFormResolver } from './memberFormResolver';
import { emptyMemberForm, type MemberFormValues } from './memberFormValues';

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<MemberFormValues>;
const resolve = (values: MemberFormValues, defs: CustomFieldDefinition[] = []) => memberFormResolver(defs)(values, undefined, OPTIONS);

const ANNA: MemberFormValues = { ...emptyMemberForm(), name: 'Anna', surname: 'Bianchi', ssn: 'BNCNNA85M41F205Q' };
const SIZE: CustomFieldDefinition = { name: 'taglia', type: 'SELECT', required: true, allowedValues: ['S', 'M', 'L'] };
const NOTE: CustomFieldDefinition = { name: 'nota', type: 'TEXT', required: false };

describe('memberFormResolver', () => {
  it('answers the API input: empty texts and addresses left out, the tax code as given', async () => {
    const r = await resolve({ ...ANNA, phone: '  ', residence: { ...ANNA.residence, city: 'TORINO' } });
    expect(r.errors).toEqual({});
    expect(r.values).toMatchObject({ name: 'Anna', surname: 'Bianchi', ssn: 'BNCNNA85M41F205Q', accountStatus: 'ACTIVE' });
    expect(r.values).not.toHaveProperty('phone');
    expect(r.values).toHaveProperty('residence.city', 'TORINO');
    expect(r.values).not.toHaveProperty('domicile');
  });

  it('says which required fields are missing, with i18n keys', async () => {
    const r = await resolve(emptyMemberForm());
    expect(r.values).toEqual({});
    expect(r.errors.name?.message).toBe('validation.required');
    expect(r.errors.surname?.message).toBe('validation.required');
    expect(r.errors.ssn?.message).toMatch(/^validation\./);
  });

  it('refuses a tax code whose check character is wrong', async () => {
    const r = await resolve({ ...ANNA, ssn: 'BNCNNA85M41F205X' });
    expect(r.errors.ssn?.message).toBe(TAX_CODE_INVALID_KEY);
  });

  it('checks custom fields against their definitions, under customFields', async () => {
    const missing = await resolve(ANNA, [SIZE, NOTE]);
    expect((missing.errors as Record<string, Record<string, { message: string }>>).customFields?.taglia?.message).toMatch(/^validation\./);
    const notAllowed = await resolve({ ...ANNA, customFields: { taglia: 'XXL' } }, [SIZE]);
    expect(notAllowed.errors).toHaveProperty('customFields.taglia');
  });

  it('keeps filled custom fields and drops empty ones; none filled, none sent', async () => {
    const filled = await resolve({ ...ANNA, customFields: { taglia: 'M', nota: '' } }, [SIZE, NOTE]);
    expect(filled.errors).toEqual({});
    expect(filled.values).toHaveProperty('customFields', { taglia: 'M' });
    const empty = await resolve({ ...ANNA, customFields: { nota: '' } }, [NOTE]);
    expect(empty.values).not.toHaveProperty('customFields');
  });
});
