import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { importArchiveContract } from '@tessera/domain/contracts/archive';
import { ARCHIVE_IMPORT_MAX_BYTES, ARCHIVE_UPLOAD_PIECE_BYTES, type ArchiveManifest } from '@tessera/domain/archive/manifest';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import type { AuditActor } from '@tessera/domain/entities/audit';
import { auditActor } from '../shared/audit';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { requestLanguage } from '../http/language';
import { describePieces, fileRef, putExportStream, removeFile, type FilePieces } from '../files/storedFiles';
import { createNewOrganization, newOrganizationId, type NewOrganization } from '../organizations/newOrganization';
import { openArchive } from './readArchive';
import { bufferSource, type ZipSource } from './zip';
import { handOverUpload, removeLeftovers, removeUpload, uploadedArchive } from './upload';

/** What a refused archive answers: its upload is then removed, nothing of it kept. */
const REFUSALS: readonly string[] = ['ARCHIVE_INVALID', 'ARCHIVE_VERSION_UNSUPPORTED'];

/**
 * POST /v1/organizations/import — the archive (a complete upload's pieces, upload.ts, or a small one's bytes in the
 * request) checked first through ranges (zip, manifest, version, every part's checksum and count), so a bad file
 * creates nothing and a refused upload is removed; then stored as a file of the new organization, and the organization
 * created as organizations/create creates one (its first general admin invited, the creation audited), with its
 * import job in the same transaction. importJob.ts writes the archive into it from the job's create. An upload that
 * fails for another reason (the admin's address refused…) is kept for a second try, and swept after a day.
 */
export const importArchive = route(importArchiveContract, async ({ claims, principal, body, req }) => {
  const { archive, ...org } = body;
  const actor = auditActor(principal, claims);
  const lang = requestLanguage(req);
  if (archive.uploadId === undefined) {
    const bytes = Buffer.from(archive.contentBase64 ?? '', 'base64');
    if (bytes.length > ARCHIVE_UPLOAD_PIECE_BYTES) throw new ApiError('PAYLOAD_TOO_LARGE');
    return queueArchiveImport(bufferSource(bytes), archive.fileName, org, actor, lang);
  }
  const uploadId = archive.uploadId;
  const upload = await uploadedArchive(uploadId, principal.uid);
  const queued = await queueArchiveImport(upload.source, archive.fileName, org, actor, lang, {
    onRefused: () => removeUpload(uploadId),
    pieces: upload.pieces,
    alsoWrite: (tx) => handOverUpload(tx, uploadId),
  });
  // the pieces are the new organization's file now; a replaced piece left by a failed removal stays (a few MB)
  await removeLeftovers(upload).catch(() => undefined);
  return queued;
});

/** The stored copy is written this many bytes at a time (the store holds a few megabytes of it at most). */
const COPY_BYTES = 4 * 1024 * 1024;

/**
 * What the endpoint does with an archive once it is read as ranges: checked whole, made a file of the new organization
 * (an upload's pieces described as one file where they are, other bytes copied), the organization created with its
 * import job (and `alsoWrite`'s writes) in one transaction. `onRefused` runs when the archive is refused (the upload
 * removed). Apart so that the bench's `archive` row queues an archive the way the endpoint queues one.
 */
export async function queueArchiveImport(
  source: ZipSource,
  fileName: string,
  org: NewOrganization,
  actor: AuditActor,
  lang: 'it' | 'en',
  opts: { onRefused?: () => Promise<void>; pieces?: FilePieces; alsoWrite?: (tx: Transaction) => void } = {},
): Promise<{ id: string; jobId: string; invited: boolean; counts: Record<string, number> }> {
  if (source.size > ARCHIVE_IMPORT_MAX_BYTES) throw new ApiError('PAYLOAD_TOO_LARGE');
  let manifest: ArchiveManifest;
  try {
    ({ manifest } = await openArchive(source, true));
  } catch (e) {
    if (e instanceof ApiError && REFUSALS.includes(e.code)) await opts.onRefused?.();
    throw e;
  }
  const id = newOrganizationId(org.name);
  const jobRef = db.collection(orgCol(id, 'archiveJobs')).doc();
  const owner = { kind: 'archiveImport' as const, id: jobRef.id };
  const stored = opts.pieces
    ? await describePieces(id, owner, fileName, 'application/zip', opts.pieces)
    : (
        await putExportStream(id, owner, fileName, 'application/zip', async (sink) => {
          for (let at = 0; at < source.size; at += COPY_BYTES)
            await sink.write(await source.read(at, Math.min(at + COPY_BYTES, source.size)));
        })
      ).file;
  try {
    const created = await createNewOrganization(id, org, actor, lang, (tx) => {
      tx.create(jobRef, {
        kind: 'import',
        status: 'QUEUED',
        done: 0,
        total: 0,
        fileId: stored.id,
        organization: { name: org.name, plan: org.plan, billing: org.billing },
        source: { organization: manifest.organization, createdAt: manifest.createdAt, toolVersion: manifest.toolVersion },
        createdBy: actor,
        createdAt: FieldValue.serverTimestamp(),
      });
      opts.alsoWrite?.(tx);
      return { jobId: jobRef.id };
    });
    return { id, jobId: created.jobId, invited: created.invited, counts: manifest.counts };
  } catch (e) {
    // an upload's pieces stay the upload's, for a second try: only their description goes
    await (opts.pieces ? fileRef(id, stored.id).delete() : removeFile(id, stored.id)).catch(() => undefined);
    throw e;
  }
}
