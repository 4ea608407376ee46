import { FieldValue } from 'firebase-admin/firestore';
import { orgPath } from '@tessera/domain/paths';
import { db } from './admin';
import { api } from './api';
import { onePagePdf } from './pdfTools';

/**
 * Publishes a privacy policy through the API, as the settings screen does (the public registration page links its
 * stored file): a published campaign takes registrations only once the organization has one. Answers its version,
 * the one a registration's `consent.policyVersion` names.
 */
export async function publishPrivacyPolicy(token: string, text = 'informativa privacy'): Promise<number> {
  const res = await api<{ version: number }>('POST', '/v1/settings/publish-policy', {
    token,
    headers: { kind: 'privacy' },
    body: { fileName: 'informativa-privacy.pdf', contentBase64: onePagePdf(text).toString('base64') },
  });
  if (res.status !== 200) throw new Error(`publishing the privacy policy failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.version;
}

/**
 * On a shared demo organization: publishes a privacy policy and answers its version with a `restore` that puts the
 * organization's policies back as they were (a policy left published would ask every demo member to accept it).
 */
export async function publishForAWhile(orgId: string, token: string): Promise<{ version: number; restore: () => Promise<void> }> {
  const before = (await db.doc(orgPath(orgId)).get()).get('policies') as unknown;
  const version = await publishPrivacyPolicy(token);
  return { version, restore: async () => void (await db.doc(orgPath(orgId)).update({ policies: before ?? FieldValue.delete() })) };
}
