/**
 * The door offline, as a device meets it (run by tests/bench/run.ts, `npm run bench`, which starts the emulators):
 * - the door list of an activity of TICKETS tickets downloaded through the API (its bytes and time);
 * - one offline reading in Chromium slowed down 4× (Lighthouse's mid-range phone), on the app's own door device set up
 *   with that list: from the code handed to the device to the answer the screen shows (the Ed25519 check, the domain's
 *   decision, the scan queued), each reading timed in the page; and apart, until its scan is sealed and stored;
 * - UPLOADED scans queued offline uploaded in batches as the device sends them, then the same first batch again: the
 *   time, and Firestore read to prove each scan applied once (one log entry and one redemption per ticket).
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import { profileGrant } from '@tessera/domain/claims';
import { DOOR_SYNC_BATCH, type DoorList, type DoorSyncAnswer, type QueuedScan } from '@tessera/domain/scanner/doorList';
import { accountPath, orgCol, orgPath, profileId, profilePath } from '@tessera/domain/paths';
import { registrationCode } from '../../functions/src/cards/ticketCodes';
import { signTicketToken } from '../../functions/src/cards/token';
import { adminAuth, db } from '../support/admin';
import { api } from '../support/api';
import { launchBrowser } from '../support/browser';
import { signIn } from '../support/emulators';
import { localSecret } from '../support/localSecrets';
import { latency } from '../bench/latency';

export interface DoorBench {
  tickets: number;
  listBytes: number;
  listMs: number;
  /** the device set up with the list in the page (indexed, sealed and stored), once */
  loadMs: number;
  decisions: number;
  /** from the code to the answer shown */
  decisionP50: number;
  decisionP95: number;
  /** from the code until its scan is stored (the answer does not wait for it) */
  storedP50: number;
  storedP95: number;
  /** the machine's load average (1 min) as the readings began: a shared machine slows them */
  loadBefore: number;
  /** every decision was VALID (a ticket of the list, signed with the door key) */
  decidedRight: boolean;
  uploaded: number;
  uploadMs: number;
  /** after the uploads and the first batch again: log entries and redemptions of the activity */
  stored: { scans: number; redemptions: number };
}

/** What doorDecision.entry.ts puts on the page. */
interface DoorPage {
  load: (list: DoorList) => Promise<number>;
  decide: (code: string) => Promise<{ ms: number; storedMs: number; result: string }>;
}

async function staffToken(org: string): Promise<string> {
  const uid = `${org}-staff`;
  const email = `staff@${org}.it`;
  await adminAuth.createUser({ uid, email, password: 'Bench-Password-1', emailVerified: true });
  const pid = profileId(uid, org, 'staff');
  const profile = { uid, email, orgId: org, orgName: 'Bench', role: 'staff' as const, groups: [], memberId: null };
  await db.doc(accountPath(uid)).set({ email, phone_number: null, mfa: false, last_mfa: 0, lang: null, profileIds: [pid] });
  await db.doc(profilePath(pid)).set({ ...profile, display_name: email });
  await adminAuth.setCustomUserClaims(uid, profileGrant({ id: pid, ...profile }));
  return (await signIn(email, 'Bench-Password-1')).idToken;
}

export async function benchDoor(tickets = 5000, uploaded = 2000): Promise<DoorBench | null> {
  if (!process.env.FUNCTIONS_URL) return null;
  const secret = localSecret('CARD_TOKEN_SECRET');
  const org = `bench-door-${Math.random().toString(36).slice(2, 8)}`;
  const saleId = 'concerto';
  const day = `${new Date().getUTCFullYear() + 1}-06-20`;
  await db.doc(orgPath(org)).set({ publicInfo: { name: 'Bench' }, preferences: {}, plan: { name: 'PROFESSIONAL' } });
  await db.doc(`${orgCol(org, 'sales')}/${saleId}`).set({ name: 'Concerto al chiostro', saleDate: day });
  const regs = Array.from({ length: tickets }, (_, i) => `reg${String(i).padStart(5, '0')}`);
  for (let i = 0; i < regs.length; i += 500) {
    const batch = db.batch();
    for (const id of regs.slice(i, i + 500))
      batch.set(db.doc(`${orgCol(org, 'sales')}/${saleId}/registrations/${id}`), {
        memberId: id,
        holder: `Ospite ${id}`,
        quantity: 1,
        cancelled: false,
        ticketCode: registrationCode('ticket', org, saleId, id, secret),
      });
    await batch.commit();
  }
  const token = await staffToken(org);
  const device = await api<{ deviceId: string }>('POST', '/v1/scanner/devices', {
    token,
    body: { name: 'Ingresso', scope: { kind: 'sale', id: saleId } },
  });
  const { deviceId } = device.body;

  const t0 = performance.now();
  const listed = await api<DoorList>('POST', '/v1/scanner/door-list', { token, body: { deviceId } });
  const listMs = performance.now() - t0;
  const list = listed.body;
  const listBytes = Buffer.byteLength(JSON.stringify(list));

  // the decision in the browser, on a slowed-down processor
  const outfile = join(process.cwd(), '.cache', 'door-decision.js');
  await build({
    entryPoints: [join(import.meta.dirname, 'doorDecision.entry.ts')],
    bundle: true,
    format: 'iife',
    outfile,
    logLevel: 'warning',
    // the device's network and sign-in left out: the list is handed to the page
    plugins: [
      {
        name: 'door-offline',
        setup(b) {
          b.onResolve({ filter: /\/(api\/doorDevices|api\/scanCode|lib\/api\/client)$/ }, () => ({
            path: join(import.meta.dirname, 'doorDecision.stubs.ts'),
          }));
        },
      },
    ],
  });
  const codes = regs.slice(0, 200).map((m) => signTicketToken({ k: 'ticket', o: org, s: saleId, m, q: 1, iat: 1 }, secret));
  const browser = await launchBrowser();
  let decided: { loadMs: number; loadBefore: number; out: { ms: number; storedMs: number; result: string }[] };
  try {
    const page = await browser.newPage();
    // a secure context, as the app is served (WebCrypto's subtle API exists only there): a page of nothing at localhost
    await page.route('http://localhost/door', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>door</title>' }),
    );
    await page.goto('http://localhost/door');
    await page.addScriptTag({ path: outfile });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const loadMs = await page.evaluate((l) => (globalThis as unknown as { door: DoorPage }).door.load(l), list);
    const loadBefore = loadavg()[0]!;
    const out = await page.evaluate(async (codes) => {
      const results: { ms: number; storedMs: number; result: string }[] = [];
      for (const code of codes) results.push(await (globalThis as unknown as { door: DoorPage }).door.decide(code));
      return results;
    }, codes);
    decided = { loadMs, loadBefore, out };
  } finally {
    await browser.close();
  }
  const { loadMs, loadBefore } = decided;
  const times = decided.out.map((r) => r.ms);
  const decidedRight = decided.out.every((r) => r.result === 'VALID');
  const { p50, p95 } = latency(times);
  const stored = latency(decided.out.map((r) => r.storedMs));

  // the queue uploaded as the device sends it, then its first batch again
  const queue: QueuedScan[] = regs.slice(0, uploaded).map((m, i) => ({
    scanId: `bench-${org}-${i}`,
    code: signTicketToken({ k: 'ticket', o: org, s: saleId, m, q: 1, iat: 1 }, secret),
    place: 'Ingresso',
    scannedAt: new Date(Date.now() - 60_000 + i).toISOString(),
    decided: 'VALID',
  }));
  const t1 = performance.now();
  for (let i = 0; i < queue.length; i += DOOR_SYNC_BATCH) {
    const sent = await api<DoorSyncAnswer>('POST', '/v1/scanner/sync', {
      token,
      body: { deviceId, scans: queue.slice(i, i + DOOR_SYNC_BATCH), since: null },
    });
    if (sent.status !== 200) throw new Error(`door sync: ${sent.status} ${JSON.stringify(sent.body)}`);
  }
  const uploadMs = performance.now() - t1;
  await api('POST', '/v1/scanner/sync', { token, body: { deviceId, scans: queue.slice(0, DOOR_SYNC_BATCH), since: null } });
  const [scans, redemptions] = await Promise.all([
    db.collection(orgCol(org, 'scans')).where('device', '==', deviceId).count().get(),
    db.collection(orgCol(org, 'redemptions')).count().get(),
  ]);
  return {
    tickets,
    listBytes,
    listMs,
    loadMs,
    decisions: times.length,
    decisionP50: p50,
    decisionP95: p95,
    storedP50: stored.p50,
    storedP95: stored.p95,
    loadBefore,
    decidedRight,
    uploaded,
    uploadMs,
    stored: { scans: scans.data().count, redemptions: redemptions.data().count },
  };
}
