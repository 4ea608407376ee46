/**
 * `npm run deploy:check -- --emulators`: docs/deploy.md §4, steps 4 to 7, run against fresh emulators as an operator
 * runs them against a new project. The platform admin is made with the same script the guide names; everything after
 * goes through the API as the platform screen calls it: the first association with its admin invited, its domain, and
 * the host map the pages read. Prints each step; exits 1 at the first one that fails. Needs the emulators' variables
 * (scripts/emulators-exec.mjs sets them).
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { DEV_MAILBOX_COLLECTION } from '@tessera/domain/entities/mail';
import { HOSTS_FILE_PATH } from '@tessera/domain/deployment/hostsMap';
import { createPlatformAdmin } from './lib/platformAdmin';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run this through scripts/emulators-exec.mjs`);
  return value;
};
const API = `${env('FUNCTIONS_URL')}/api`;
const AUTH = `http://${env('FIREBASE_AUTH_EMULATOR_HOST')}`;
env('FIRESTORE_EMULATOR_HOST');

const PLATFORM = {
  orgId: 'platform',
  orgName: 'Piattaforma Tessera',
  email: 'operatore@rehearsal.example.org',
  password: 'Prova-prova-2026',
};
const ASSOCIATION = { name: 'Circolo della prova', admin: 'presidente@rehearsal.example.org', host: 'soci.rehearsal.example.org' };

async function call(method: string, path: string, token: string | null, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${path.startsWith('http') ? path : API + path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}
function step(text: string) {
  console.log(`  ✔ ${text}`);
}

async function main() {
  const app = initializeApp({ projectId: env('GCLOUD_PROJECT') });
  const db = getFirestore(app);

  await createPlatformAdmin(db, getAuth(app), PLATFORM);
  step(`platform admin ${PLATFORM.email} in ${PLATFORM.orgId} (scripts/create-platform-admin.ts)`);

  const session = await call('POST', `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`, null, {
    email: PLATFORM.email,
    password: PLATFORM.password,
    returnSecureToken: true,
  });
  await call('GET', '/auth/validate', String(session.idToken));
  const refreshed = await fetch(`${AUTH}/securetoken.googleapis.com/v1/token?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `grant_type=refresh_token&refresh_token=${String(session.refreshToken)}`,
  });
  const token = String(((await refreshed.json()) as { id_token: string }).id_token);
  step('the platform admin signs in (/auth/validate)');

  const created = await call('POST', '/v1/organizations/create', token, {
    name: ASSOCIATION.name,
    plan: 'FREE',
    admin: { email: ASSOCIATION.admin },
  });
  if (created.invited !== true) throw new Error(`the association's admin was not invited: ${JSON.stringify(created)}`);
  const org = String(created.id);
  step(`association ${org} created, ${ASSOCIATION.admin} invited`);

  await call('POST', '/v1/organizations/add-domain', token, { org, host: ASSOCIATION.host });
  const { hosts } = (await call('GET', HOSTS_FILE_PATH, null)) as { hosts: Record<string, string> };
  if (hosts[ASSOCIATION.host] !== org)
    throw new Error(`${HOSTS_FILE_PATH} does not lead ${ASSOCIATION.host} to ${org}: ${JSON.stringify(hosts)}`);
  step(`${ASSOCIATION.host} leads to ${org} in ${HOSTS_FILE_PATH}`);

  const info = await fetch(`${API}/v1/website/public-info`, { headers: { org } });
  const name = ((await info.json()) as { result?: { name?: string } }).result?.name;
  if (name !== ASSOCIATION.name) throw new Error(`public-info for ${org} answered ${info.status} ${String(name)}`);
  step(`the pages of ${ASSOCIATION.host} show "${name}"`);

  // the invitation goes through the outbox's trigger: the local mail sink holds it once delivered
  const deadline = Date.now() + 120_000;
  for (;;) {
    const mails = await db.collection(DEV_MAILBOX_COLLECTION).where('to', '==', ASSOCIATION.admin).get();
    if (mails.docs.some((d) => /invite=1/.test(String(d.get('text'))))) break;
    if (Date.now() > deadline) throw new Error(`no invitation reached ${ASSOCIATION.admin} within two minutes`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  step(`the invitation reached ${ASSOCIATION.admin}`);
}

console.log('Rehearsal of docs/deploy.md §4 on the emulators:');
main().then(
  () => console.log('Rehearsal passed.'),
  (e: unknown) => {
    console.error(`  ✘ ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
