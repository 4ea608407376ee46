import { FieldValue } from 'firebase-admin/firestore';
import { importArchiveContract } from '@tessera/domain/contracts/archive';
import { ARCHIVE_IMPORT_MAX_BYTES } from '@tessera/domain/archive/manifest';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import type { AuditActor } from '@tessera/domain/entities/audit';
import { auditActor } from '../shared/audit';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { requestLanguage } from '../http/language';
import { putExportFile, removeFile } from '../files/storedFiles';
import { createNewOrganization, newOrganizationId, type NewOrganization } from '../organizations/newOrganization';
import { openArchive } from './readArchive';
import { bufferSource } from './zip';

/**
 * POST /v1/organizations/import — the archive checked whole first (zip, manifest, version, every part's checksum and
 * count), so a bad file creates nothing; then stored as a file of the new organization, and the organization created
 * as organizations/create creates one (its first general admin invited, the creation audited), with its import job in
 * the same transaction. importJob.ts writes the archive into it from the job's create.
 */
export const importArchive = route(importArchiveContract, async ({ claims, principal, body, req }) => {
  const bytes = Buffer.from(body.archive.contentBase64, 'base64');
  if (bytes.length > ARCHIVE_IMPORT_MAX_BYTES) throw new ApiError('PAYLOAD_TOO_LARGE');
  const { archive, ...org } = body;
  return queueArchiveImport(bytes, archive.fileName, org, auditActor(principal, claims), requestLanguage(req));
});

/**
 * What the endpoint does once the request's size is checked: the archive checked whole, stored, the organization
 * created with its import job. Apart so that the bench's `archive` row can queue an archive larger than a request
 * carries (tests/bench/archive.bench.ts) the way the endpoint queues one.
 */
export async function queueArchiveImport(
  bytes: Buffer,
  fileName: string,
  org: NewOrganization,
  actor: AuditActor,
  lang: 'it' | 'en',
): Promise<{ id: string; jobId: string; invited: boolean; counts: Record<string, number> }> {
  const { manifest } = await openArchive(bufferSource(bytes), true);
  const id = newOrganizationId(org.name);
  const jobRef = db.collection(orgCol(id, 'archiveJobs')).doc();
  const stored = await putExportFile(id, { kind: 'archiveImport', id: jobRef.id }, fileName, bytes, 'application/zip');
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
      return { jobId: jobRef.id };
    });
    return { id, jobId: created.jobId, invited: created.invited, counts: manifest.counts };
  } catch (e) {
    await removeFile(id, stored.id).catch(() => undefined);
    throw e;
  }
}
