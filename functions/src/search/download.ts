import { FieldValue } from 'firebase-admin/firestore';
import { downloadSearchContract } from '@tessera/domain/contracts/search';
import { orgCol } from '@tessera/domain/paths';
import { SEARCH_DOWNLOAD_INLINE_MAX, searchFileName } from '@tessera/domain/search/download';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { searchMatches, writeSearchFile } from './searchFile';
import { searchShownFields } from './searchFields';

/**
 * POST /v1/advanced-search/download — every match of the query in the caller's scope as a file. Up to
 * SEARCH_DOWNLOAD_INLINE_MAX rows the file is the answer; more are queued as a background job (exportJob.ts) that
 * keeps the caller's scope, and the answer names it.
 */
export const downloadSearch = route(downloadSearchContract, async ({ claims, principal, body, scope }) => {
  const { query, format } = body;
  const shown = await searchShownFields(claims.org, claims.role);
  const matches = await searchMatches(claims.org, query, { includes: scope.includes, shown });
  const fileName = searchFileName(query.mode, matches.today, format);
  const count = matches.found.length;
  if (count <= SEARCH_DOWNLOAD_INLINE_MAX) {
    const file = await writeSearchFile(claims.org, format, matches);
    return { kind: 'file' as const, result: file.bytes.toString('base64'), fileName, mimeType: file.mimeType, count };
  }
  const ref = db.collection(orgCol(claims.org, 'searchExports')).doc();
  await ref.create({
    ownerUid: principal.uid,
    // as JSON: the query's optional parts are left out, not stored as undefined
    query: JSON.stringify(query),
    format,
    scope: scope.filter,
    // the fields the caller may see, kept with the job as its scope is
    shown,
    status: 'QUEUED',
    done: 0,
    total: count,
    fileName,
    createdAt: FieldValue.serverTimestamp(),
  });
  return { kind: 'job' as const, id: ref.id, total: count };
});
