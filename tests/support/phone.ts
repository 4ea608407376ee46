import { authHost, PROJECT_ID } from './env';

const base = () => `http://${authHost()}/identitytoolkit.googleapis.com/v1`;

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${base()}/${path}?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: { message: string } };
  if (!res.ok) throw new Error(`${path}: ${json.error?.message ?? res.status}`);
  return json;
}

/** The last SMS code the Auth emulator "sent" to a number (GET /emulator/v1/projects/{id}/verificationCodes). */
export async function lastSmsCode(phoneNumber: string): Promise<string> {
  const res = await fetch(`http://${authHost()}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
  const { verificationCodes } = (await res.json()) as { verificationCodes: { phoneNumber: string; code: string; sessionInfo: string }[] };
  const mine = verificationCodes.filter((c) => c.phoneNumber === phoneNumber);
  if (!mine.length) throw new Error(`no SMS code for ${phoneNumber}`);
  return mine[mine.length - 1]!.code;
}

/** Sends a code (the emulator skips reCAPTCHA) and returns the session it is checked against. */
export async function sendSms(phoneNumber: string): Promise<string> {
  const { sessionInfo } = await post<{ sessionInfo: string }>('accounts:sendVerificationCode', { phoneNumber, recaptchaToken: 'x' });
  return sessionInfo;
}

/** What the web SDK's linkWithCredential does with a phone credential: adds the number to the signed-in account. */
export async function linkPhone(idToken: string, phoneNumber: string): Promise<string> {
  const sessionInfo = await sendSms(phoneNumber);
  const code = await lastSmsCode(phoneNumber);
  const r = await post<{ idToken: string }>('accounts:signInWithPhoneNumber', { sessionInfo, code, idToken });
  return r.idToken;
}

/** What reauthenticateWithCredential does with a phone credential: a fresh token of the account that owns the number. */
export async function reauthWithPhone(phoneNumber: string, code?: string): Promise<string> {
  const sessionInfo = await sendSms(phoneNumber);
  const r = await post<{ idToken: string }>('accounts:signInWithPhoneNumber', {
    sessionInfo,
    code: code ?? (await lastSmsCode(phoneNumber)),
    operation: 'REAUTH',
  });
  return r.idToken;
}

export function decodeToken(idToken: string): Record<string, unknown> & { firebase?: { sign_in_provider?: string }; auth_time?: number } {
  return JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8'));
}
