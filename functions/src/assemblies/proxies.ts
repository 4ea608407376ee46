import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { Claims } from '@tessera/domain/claims';
import {
  appointProxyContract,
  recordPaperProxyContract,
  revokePaperProxyContract,
  revokeProxyContract,
} from '@tessera/domain/contracts/assemblies';
import type { AuditActor } from '@tessera/domain/entities/audit';
import { proxyLimit } from '@tessera/domain/assemblies/rules';
import { route } from '../http/route';
import { ApiError } from '../http/apiError';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { readPresence } from './presence';
import { releaseProxyScan, storeProxyScan } from './proxyScan';
import { assertStatus, holderRef, loadAssembly, loadRules, memberCount, memberEntitlement, proxyRef, type StoredProxy } from './store';

/** Appointments to one holder queue on its holder document: a burst of them retries more than the default five. */
const ATTEMPTS = { maxAttempts: 30 };

/** A paper proxy as the audit trail records it: the assembly, by title too, and the holder (the giver is the target). */
const paperRecord = (assemblyId: string, title: string, holder: string) => ({ assemblyId, name: title, proxyHolder: holder });

/** Who recorded a paper proxy: their uid stored on it, and the actor of its audit record. */
interface PaperProxy {
  recordedBy: string;
  scanFileId: string;
  by: AuditActor;
}

/**
 * Gives `giver`'s proxy to `holder`, every check made on the reads of the transaction that writes it: the holder's
 * count is read and raised in it, so of any number of appointments at once no more than the limit stand.
 */
async function appoint(orgId: string, assemblyId: string, giver: string, holder: string, paper: PaperProxy | null): Promise<void> {
  if (giver === holder) throw new ApiError('PROXY_REFUSED');
  // Who is entitled follows the register, which an appointment does not change: read before the transaction, so the
  // appointments that queue on one holder lock only the assembly's own documents.
  const [size, rules, { data: assembly }] = await Promise.all([memberCount(orgId), loadRules(orgId), loadAssembly(orgId, assemblyId)]);
  const rights = await Promise.all([giver, holder].map((m) => memberEntitlement(orgId, assemblyId, assembly, m, rules)));
  if (rights.some((r) => !r.entitled)) throw new ApiError('NOT_ENTITLED');
  await db.runTransaction(async (tx: Transaction) => {
    const { ref, data } = await loadAssembly(orgId, assemblyId, tx);
    assertStatus(data, 'CONVENED');
    const [giverSide, holderSide] = await Promise.all([
      readPresence(tx, orgId, assemblyId, giver),
      readPresence(tx, orgId, assemblyId, holder),
    ]);
    // one proxy per giver; no proxy to a member who gave theirs away, nor from one who speaks for others
    if (giverSide.given || holderSide.given || giverSide.held.count > 0) throw new ApiError('PROXY_REFUSED');
    if (holderSide.held.count >= proxyLimit(size, rules)) throw new ApiError('PROXY_LIMIT_REACHED');
    const proxy: StoredProxy = { giver, holder, paper: paper !== null, recordedBy: paper?.recordedBy ?? null, at: new Date() };
    if (paper) proxy.scanFileId = paper.scanFileId;
    tx.create(proxyRef(orgId, assemblyId, giver), proxy);
    tx.set(holderRef(orgId, assemblyId, holder), { count: holderSide.held.count + 1, givers: [...holderSide.held.givers, giver] });
    if (holderSide.present && !giverSide.present) tx.update(ref, { represented: FieldValue.increment(1) });
    if (paper)
      recordChange(tx, orgId, {
        type: 'assemblyPaperProxyRecorded',
        by: paper.by,
        target: giver,
        before: null,
        after: paperRecord(assemblyId, data.title, holder),
      });
  }, ATTEMPTS);
}

const ownMember = (claims: Claims) => {
  if (!claims.member) throw new ApiError('USER_NOT_FOUND');
  return claims.member;
};

/** POST /v1/assemblies/proxy: the caller gives their proxy. */
export const appointProxy = route(appointProxyContract, async ({ claims, body, scope }) => {
  await scope.own();
  await appoint(claims.org, body.assemblyId, ownMember(claims), body.holderId, null);
  return {};
});

/**
 * POST /v1/assemblies/paper-proxy: a proxy written on paper, recorded by an admin (who and when kept with it) with the
 * scan of the signed form: the scan checked and stored first, then the proxy appointed naming it; a refused proxy
 * deletes the file again.
 */
export const recordPaperProxy = route(recordPaperProxyContract, async ({ claims, body, principal }) => {
  const scan = await storeProxyScan(claims.org, body.assemblyId, body.giverId, body.scan);
  await scan.namedIn(() =>
    appoint(claims.org, body.assemblyId, body.giverId, body.holderId, {
      recordedBy: principal.uid,
      scanFileId: scan.fileId,
      by: auditActor(principal, claims),
    }),
  );
  return {};
});

/**
 * Takes `giver`'s proxy back in a transaction, while the assembly is convened: the holder's count lowered and, when the
 * holder is present for a giver who is not, the represented too. `check` sees the proxy first and may refuse it. The
 * proxy as it was is answered, its scan still to release.
 */
async function withdraw(
  orgId: string,
  assemblyId: string,
  giver: string,
  check: (proxy: StoredProxy) => void,
  audit?: (tx: Transaction, proxy: StoredProxy, title: string) => void,
): Promise<StoredProxy> {
  return db.runTransaction(async (tx) => {
    const { ref, data } = await loadAssembly(orgId, assemblyId, tx);
    assertStatus(data, 'CONVENED');
    const giverSide = await readPresence(tx, orgId, assemblyId, giver);
    if (!giverSide.given) throw new ApiError('NOT_FOUND');
    check(giverSide.given);
    const holder = giverSide.given.holder;
    const holderSide = await readPresence(tx, orgId, assemblyId, holder);
    tx.delete(proxyRef(orgId, assemblyId, giver));
    const givers = holderSide.held.givers.filter((g) => g !== giver);
    tx.set(holderRef(orgId, assemblyId, holder), { count: givers.length, givers });
    if (holderSide.present && !giverSide.present) tx.update(ref, { represented: FieldValue.increment(-1) });
    audit?.(tx, giverSide.given, data.title);
    return giverSide.given;
  }, ATTEMPTS);
}

/** POST /v1/assemblies/proxy-revoke: the caller takes their proxy back before the assembly opens. */
export const revokeProxy = route(revokeProxyContract, async ({ claims, body, scope }) => {
  await scope.own();
  const revoked = await withdraw(claims.org, body.assemblyId, ownMember(claims), () => undefined);
  await releaseProxyScan(claims.org, revoked);
  return {};
});

/**
 * POST /v1/assemblies/paper-proxy-revoke: an admin takes back a proxy written on paper, for a giver who asks it (and
 * may have no sign-in to do it): the same window as the member's own, the scan deleted, an audit record written with
 * the change. A proxy given online is not the back office's to take back.
 */
export const revokePaperProxy = route(revokePaperProxyContract, async ({ claims, body, principal }) => {
  const by = auditActor(principal, claims);
  const revoked = await withdraw(
    claims.org,
    body.assemblyId,
    body.giverId,
    (proxy) => {
      if (!proxy.paper) throw new ApiError('NOT_FOUND');
    },
    (tx, proxy, title) =>
      recordChange(tx, claims.org, {
        type: 'assemblyPaperProxyRevoked',
        by,
        target: proxy.giver,
        before: paperRecord(body.assemblyId, title, proxy.holder),
        after: null,
      }),
  );
  await releaseProxyScan(claims.org, revoked);
  return {};
});
