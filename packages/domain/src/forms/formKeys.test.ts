import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FORM_MESSAGE_KEYS } from '../messageKeys';
import { activationSendCodeSchema, activationStep1Schema, activationStep2Schema } from './activation';
import { maxParticipantsSchema } from './campaign';
import { changePasswordFormSchema, changePasswordInput } from './changePassword';
import { changeUsernameSchema } from './changeUsername';
import { customFieldsSchema } from './customFields';
import { loginSchema } from './login';
import { otpDigitsSchema, otpSchema } from './otp';
import { newPasswordSchema, signupPasswordSchema, strictRecoverPasswordSchema } from './passwords';
import { profileChoiceSchema } from './profileChoice';
import { recoverEmailSchema, recoverNewPasswordSchema } from './recover';
import { municipalityOptionSchema, signupPayloadSchema, signupSendCodeSchema, signupStep1Schema, signupStep2Schema } from './signup';
import { memberUploadModeSchema } from './uploads';

/** Every schema of the forms folder, fed garbage: each issue message must be a known key, never zod's English text. */
const schemas: Record<string, z.ZodType> = {
  loginSchema,
  recoverEmailSchema,
  recoverNewPasswordSchema,
  otpSchema,
  otpDigitsSchema,
  signupPasswordSchema,
  strictRecoverPasswordSchema,
  newPasswordSchema,
  signupStep1Schema,
  signupStep2Schema,
  signupPayloadSchema,
  signupSendCodeSchema,
  municipalityOptionSchema,
  activationStep1Schema,
  activationStep2Schema,
  activationSendCodeSchema,
  profileChoiceSchema,
  changeUsernameSchema,
  changePasswordInput,
  changePasswordFormSchema,
  maxParticipantsSchema,
  memberUploadModeSchema,
  customFields: customFieldsSchema([
    { name: 't', type: 'TEXT', required: true },
    { name: 'n', type: 'NUMBER', required: true },
    { name: 'd', type: 'DATE', required: true },
    { name: 'r', type: 'RADIO', required: true, allowedValues: ['a'] },
    { name: 's', type: 'SELECT', allowedValues: ['a'] },
    { name: 'm', type: 'MULTISELECT', allowedValues: ['a'] },
  ]),
};

const garbage: unknown[] = [undefined, null, 0, -1, 1.5, true, '', ' ', 'x', 'x'.repeat(300), [], [1], {}, { a: 1 }];
const fieldNames = ['email', 'password', 'confirm', 'otp', 'ssn', 'card_number', 'userID', 'offer', 'profileId', 'nome', 'prov', 'stato'];

function inputsFor(): unknown[] {
  const objects = garbage.map((g) => Object.fromEntries([...fieldNames, 't', 'n', 'd', 'r', 's', 'm', 'fullAddress'].map((k) => [k, g])));
  return [...garbage, ...objects];
}

describe('form schemas speak only in message keys', () => {
  it.each(Object.entries(schemas))('%s', (_name, schema) => {
    for (const input of inputsFor()) {
      const r = schema.safeParse(input);
      for (const issue of r.success ? [] : r.error.issues) {
        expect(FORM_MESSAGE_KEYS, `${JSON.stringify(input)?.slice(0, 80)} at ${issue.path.join('.')}`).toContain(issue.message);
      }
    }
  });
});
