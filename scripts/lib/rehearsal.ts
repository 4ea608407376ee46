/**
 * docs/deploy.md §4, steps 4 to 7, as an operator runs them against a new project: the platform admin made with the
 * same script the guide names, then through the API as the platform screen calls it: the first association with its
 * admin invited, its domain, the host map the pages read, and the invited admin's first sign-in. Run by `npm run deploy:check -- --emulators` on fresh
 * emulators (scripts/deploy-rehearsal.ts) and by `npm test` (tests/organizations/deployRehearsal.api.test.ts), which
 * gives `run` so its names are new in emulators other tests use too. Throws at the first step that fails.
 */
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { DEV_MAILBOX_COLLECTION } from '@tessera/domain/entities/mail';
import { HOSTS_FILE_PATH } from '@tessera/domain/deployment/hostsMap';
import { createPlatformAdmin } from './platformAdmin';

export interface Rehearsal {
  db: Firestore;
  auth: Auth;
  /** the Functions emulator's base (…/api) and the Auth emulator's */
  api: string;
  authUrl: string;
  /** appended to the names (empty on fresh emulators) */
  run: string;
  step: (text: string) => void;
}

export async function rehearseFirstAssociation({ db, auth, api: API, authUrl: AUTH, run, step }: Rehearsal): Promise<void> {
  const PLATFORM = {
    orgId: `platform${run}`,
    orgName: 'Piattaforma Tessera',
    email: `operatore${run}@rehearsal.example.org`,
    password: 'Prova-prova-2026',
  };
  const ASSOCIATION = {
    name: 'Circolo della prova',
    admin: `presidente${run}@rehearsal.example.org`,
    host: `soci${run}.rehearsal.example.org`,
    password: 'Presidente-prova-2026',
  };

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

  await createPlatformAdmin(db, auth, PLATFORM);
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
  let invitation: string | undefined;
  for (;;) {
    const mails = await db.collection(DEV_MAILBOX_COLLECTION).where('to', '==', ASSOCIATION.admin).get();
    invitation = mails.docs.map((d) => String(d.get('text'))).find((text) => /invite=1/.test(text));
    if (invitation) break;
    if (Date.now() > deadline) throw new Error(`no invitation reached ${ASSOCIATION.admin} within two minutes`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  step(`the invitation reached ${ASSOCIATION.admin}`);

  // step 7: the invited admin follows the link, chooses a first password (what the recover page sends the Auth
  // service) and signs in: the session is the new association's, as its general admin
  const link = /https?:\/\/\S*invite=1\S*/.exec(invitation)?.[0];
  const oobCode = link ? new URL(link).searchParams.get('oobCode') : null;
  if (!oobCode) throw new Error(`the invitation to ${ASSOCIATION.admin} carries no link to choose a password`);
  await call('POST', `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-key`, null, {
    oobCode,
    newPassword: ASSOCIATION.password,
  });
  const admin = await call('POST', `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`, null, {
    email: ASSOCIATION.admin,
    password: ASSOCIATION.password,
    returnSecureToken: true,
  });
  const validated = await call('GET', '/auth/validate', String(admin.idToken));
  const profile = validated.profile as { orgId?: string; role?: string } | null;
  if (profile?.orgId !== org || profile.role !== 'organization')
    throw new Error(`${ASSOCIATION.admin} signed in, but not as ${org}'s general admin: ${JSON.stringify(validated.profile)}`);
  step(`${ASSOCIATION.admin} chose a password from the invitation and signed in as the general admin of ${org}`);
}
