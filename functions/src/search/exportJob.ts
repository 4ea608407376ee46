import { searchExportPath } from '@tessera/domain/paths';
import { recordAllowed, type ScopeFilter } from '@tessera/domain/scope';
import { searchQuery } from '@tessera/domain/search/query';
import type { EXPORT_FORMATS } from '@tessera/domain/constants';
import { shownMemberFields, type ShownMemberFields } from '@tessera/domain/settings/shownFields';
import { db } from '../shared/admin';
import { jobHeap } from '../shared/jobHeap';
import { runLeasedJob, type LeasedWork } from '../jobs/leasedJob';
import { putExportFile, removeFile } from '../files/storedFiles';
import { searchMatches, writeSearchFile } from './searchFile';

interface StoredJob {
  query: string;
  format: (typeof EXPORT_FORMATS)[number];
  scope: ScopeFilter;
  /** absent on jobs queued before the preferences were applied to searches: their query was checked without them */
  shown?: ShownMemberFields;
  fileName: string;
}

/**
 * Builds a background download (docs/search.md "Downloads") as a leased job (jobs/leasedJob.ts): DONE with its
 * file, or FAILED with the error code (a custom field of the query deleted meanwhile: INVALID_REQUEST). Progress is
 * written every SEARCH_EXPORT_PROGRESS_EVERY rows under the lease. The scope is the one the request had, kept with the
 * job.
 */
export function runSearchExport(orgId: string, jobId: string): Promise<void> {
  const work: LeasedWork = async (data, hold) => {
    const job = data as StoredJob;
    // the heap at the start and its peak at each checkpoint: what "memory bounded" means, kept on the job (npm run bench)
    const { memory, sample } = jobHeap();
    const query = searchQuery.parse(JSON.parse(job.query));
    const shown = job.shown ?? shownMemberFields(null, 'organization');
    const matches = await searchMatches(orgId, query, { includes: (record) => recordAllowed(job.scope, record), shown });
    await hold({ total: matches.found.length });
    sample();
    const file = await writeSearchFile(orgId, job.format, matches, (done) => {
      sample();
      return hold({ done });
    });
    sample();
    const stored = await putExportFile(orgId, { kind: 'searchExport', id: jobId }, job.fileName, file.bytes, file.mimeType);
    return { done: matches.found.length, fileId: stored.id, memory };
  };
  return runLeasedJob(db.doc(searchExportPath(orgId, jobId)), work, {
    discard: (last) => removeFile(orgId, last.fileId as string),
  });
}
