import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { ARCHIVE_PARTS, type ArchivePart } from '@tessera/domain/archive/manifest';
import { orgPath } from '@tessera/domain/paths';
import { bulkWriter, db } from '../shared/admin';
import { byteStore } from '../files/configuredByteStore';
import { decodeValue, encodeValue, type ArchiveLine } from './codec';
import { eachPartPage, pathInOrg } from './parts';
import { archiveJobRef } from './jobRun';

/**
 * What a new organization holds before its import writes anything: what its creation wrote (the organization's
 * document, its list-names summary, the audit of the creation and of its first admin, the uploaded archive's
 * description, the mail quota's counter). Read once, before the first write, and kept on the job (`preImport`, JSON),
 * so a failed import can take the organization back to it. A handful of documents: nothing else exists yet.
 */
export async function beforeImport(orgId: string): Promise<string> {
  const lines: ArchiveLine[] = [];
  for (const part of ARCHIVE_PARTS.filter((p) => !p.path.includes('/')))
    await eachPartPage(orgId, part, async (docs) => {
      for (const d of docs) lines.push({ path: pathInOrg(orgId, d.ref.path), data: encodeValue(d.data(), orgId) as ArchiveLine['data'] });
    });
  return JSON.stringify(lines);
}

const REGISTER: ArchivePart = ARCHIVE_PARTS.find((p) => p.name === 'register')!;
/** Written from the members and payments at the end of an import, and kept up by the triggers of later writes. */
const SEARCH_SHARDS: ArchivePart = { name: 'searchShards', path: 'searchShards' };

/**
 * Undoes a failed import (docs/data-model.md §2.24): every document the import wrote into the new organization is
 * deleted, part by part and a page at a time (a stored file with its bytes), and what the creation had written is put
 * back as it was (the import overwrote the organization's document). The organization, its first admin (whose profile
 * lives outside it) and the failed job stay, so the platform admin reads the error and imports again into a fresh
 * organization, or deletes this one. The members and payments carry the failed job's id, so their deletes set off no
 * reaction (shared/reactions.ts undoneByFailedImport): nothing is taken off counters their creates never added to. The
 * register's head goes first all the same: a payment changed while the import ran then finds no register to append
 * to. Children before their parents: a part under a collection is listed through its parents. Repeating it is
 * harmless.
 */
export async function undoImport(orgId: string, jobId: string): Promise<void> {
  const job = await archiveJobRef(orgId, jobId).get();
  const saved = job.get('preImport') as string | undefined;
  // failed before its first write: there is nothing to undo
  if (typeof saved !== 'string') return;
  const before = JSON.parse(saved) as ArchiveLine[];
  const kept = new Set(before.map((l) => l.path));
  const order = [REGISTER, ...[...ARCHIVE_PARTS].reverse().filter((p) => p !== REGISTER && p.path !== ''), SEARCH_SHARDS];
  const store = await byteStore();
  const writer = bulkWriter();
  let failed: unknown = null;
  // the writer retries each write; one it gives up on is thrown after its page (never left an unhandled rejection)
  const settle = (p: Promise<unknown>) => void p.catch((e: unknown) => void (failed ??= e));
  for (const part of order)
    await eachPartPage(orgId, part, async (docs) => {
      for (const d of docs) {
        if (kept.has(pathInOrg(orgId, d.ref.path))) continue;
        if (part.name === 'files') await store.remove(orgId, d.id);
        settle(writer.delete(d.ref));
      }
      await writer.flush();
      if (failed) throw failed;
    });
  const root = orgPath(orgId);
  for (const { path, data } of before)
    settle(writer.set(db.doc(path === '' ? root : `${root}/${path}`), decodeValue(data, orgId, db) as DocumentData));
  await writer.close();
  if (failed) throw failed;
  await job.ref.update({ undoneAt: FieldValue.serverTimestamp() });
}
