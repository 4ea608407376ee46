import { FieldValue } from 'firebase-admin/firestore';
import { importArchiveContract } from '@tessera/domain/contracts/archive';
import { ARCHIVE_IMPORT_MAX_BYTES } from '@tessera/domain/archive/manifest';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { auditActor } from '../shared/audit';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { requestLanguage } from '../http/language';
import { putExportFile, removeFile } from '../files/storedFiles';
import { createNewOrganization, newOrganizationId } from '../organizations/newOrganization';
import { openArchive } from './readArchive';

/**
 * POST /v1/organizations/import — the archive checked whole first (zip, manifest, version, every part's checksum and
 * count), so a bad file creates nothing; then stored as a file of the new organization, and the organization created
 * as organizations/create creates one (its first general admin invited, the creation audited), with its import job in
 * the same transaction. importJob.ts writes the archive into it from the job's create.
 */
export const importArchive = route(importArchiveContract, async ({ claims, principal, body, req }) => {
  const bytes = Buffer.from(body.archive.contentBase64, 'base64');
  if (bytes.length > ARCHIVE_IMPORT_MAX_BYTES) throw new ApiError('PAYLOAD_TOO_LARGE');
  const { manifest } = await openArchive(bytes, true);
  const id = newOrganizationId(body.name);
  const jobRef = db.collection(orgCol(id, 'archiveJobs')).doc();
  const stored = await putExportFile(id, { kind: 'archiveImport', id: jobRef.id }, body.archive.fileName, bytes, 'application/zip');
  try {
    const created = await createNewOrganization(id, body, auditActor(principal, claims), requestLanguage(req), (tx) => {
      tx.create(jobRef, {
        kind: 'import',
        status: 'QUEUED',
        done: 0,
        total: 0,
        fileId: stored.id,
        organization: { name: body.name, plan: body.plan, billing: body.billing },
        source: { organization: manifest.organization, createdAt: manifest.createdAt, toolVersion: manifest.toolVersion },
        createdBy: auditActor(principal, claims),
        createdAt: FieldValue.serverTimestamp(),
      });
      return { jobId: jobRef.id };
    });
    return { id, jobId: created.jobId, invited: created.invited, counts: manifest.counts };
  } catch (e) {
    await removeFile(id, stored.id).catch(() => undefined);
    throw e;
  }
});
