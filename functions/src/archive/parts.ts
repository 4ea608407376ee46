import { FieldPath, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import {
  ARCHIVE_READ_PAGE_BYTES,
  ARCHIVE_READ_PAGE_MAX,
  ARCHIVE_PAGE_BYTES,
  ARCHIVE_PAGE_MAX,
  type ArchivePart,
} from '@tessera/domain/archive/manifest';
import { orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { streamPages, type PageBounds } from '../shared/streamPages';

/** Pages whose documents are written or deleted as a page (the import's rows, the undo). */
export const WRITE_PAGES: PageBounds = { bytes: ARCHIVE_PAGE_BYTES, max: ARCHIVE_PAGE_MAX };
/** Pages read without being committed as a page (the export's, the import's search-row passes). */
export const READ_PAGES: PageBounds = { bytes: ARCHIVE_READ_PAGE_BYTES, max: ARCHIVE_READ_PAGE_MAX };

/** Every document of `query`, a page at a time in id order (memory: one page, about the bounds' bytes). */
export async function eachPage(
  query: Query,
  each: (docs: DocumentSnapshot[]) => Promise<void>,
  bounds: PageBounds = WRITE_PAGES,
): Promise<void> {
  const ordered = query.orderBy(FieldPath.documentId());
  await streamPages(ordered, (last) => ordered.startAfter(last), each, bounds);
}

/**
 * Every document of a part of `orgId`, page by page: the organization's document, a collection, the named documents
 * under each document of its parent collection (the parents read as ids only), or a whole subcollection part
 * (eachGroupPage).
 */
export async function eachPartPage(
  orgId: string,
  part: ArchivePart,
  each: (docs: DocumentSnapshot[]) => Promise<void>,
  bounds: PageBounds = WRITE_PAGES,
): Promise<void> {
  const root = orgPath(orgId);
  if (part.path === '') {
    const org = await db.doc(root).get();
    if (org.exists) await each([org]);
    return;
  }
  const [parent, star, sub] = part.path.split('/');
  if (star === undefined) return eachPage(db.collection(`${root}/${parent}`), each, bounds);
  if (star !== '*' || !sub) throw new Error(`archive part ${part.name}: unexpected path ${part.path}`);
  const docs = part.docs;
  if (!docs) return eachGroupPage(orgId, part, sub, each, bounds);
  await eachPage(
    db.collection(`${root}/${parent}`).select(),
    async (parents) => {
      const refs = parents.flatMap((p) => docs.map((id) => p.ref.collection(sub).doc(id)));
      const found = (await db.getAll(...refs)).filter((d) => d.exists);
      if (found.length) await each(found);
    },
    bounds,
  );
}

/**
 * Every document of a subcollection part (`members/*\/consents`), page by page in path order: one collection group
 * query bounded to the organization's documents. A query under each parent document instead cost one query per member
 * (100,000 of them at 100,000 members, most finding nothing), which made the export's time grow with the members
 * whether they had consents or not. Documents of a same-named subcollection elsewhere (a campaign's `registrations`
 * beside a sale's) are read and left out.
 */
async function eachGroupPage(
  orgId: string,
  part: ArchivePart,
  sub: string,
  each: (docs: DocumentSnapshot[]) => Promise<void>,
  bounds: PageBounds,
) {
  const root = orgPath(orgId);
  // the organization's document sorts first and `${root}\u0000` right after every path under it (paths compare a
  // segment at a time): an organization whose id merely starts with this one's falls outside
  const ordered = db.collectionGroup(sub).orderBy(FieldPath.documentId()).endBefore(`${root}\u0000`);
  await streamPages(
    ordered.startAt(root),
    (last) => ordered.startAfter(last),
    each,
    bounds,
    (d) => d.ref.path.startsWith(`${root}/`) && pathFitsPart(part, pathInOrg(orgId, d.ref.path)),
  );
}

/** A document's path inside its organization (`members/abc/private/admin`; '' for the organization itself). */
export const pathInOrg = (orgId: string, fullPath: string) =>
  fullPath === orgPath(orgId) ? '' : fullPath.slice(orgPath(orgId).length + 1);

/** Whether `path` (relative to the organization) is a document of `part` (a line naming anything else is refused). */
export function pathFitsPart(part: ArchivePart, path: string): boolean {
  if (part.path === '') return path === '';
  const segments = path.split('/');
  const pattern = part.path.split('/');
  if (segments.length !== pattern.length + 1) return false;
  const idOk = (s: string) => s.length > 0 && s.length <= 1500 && s !== '.' && s !== '..' && !/^__.*__$/.test(s);
  if (!segments.every(idOk)) return false;
  if (!pattern.every((p, i) => p === '*' || p === segments[i])) return false;
  return !part.docs || part.docs.includes(segments[segments.length - 1]!);
}
