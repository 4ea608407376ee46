import { orgCol } from '@tessera/domain/paths';
import type { ColumnMapping, UploadMappingKind } from '@tessera/domain/uploads/columnMapping';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../shared/admin';

/**
 * A saved column mapping, organizations/{org}/uploadMappings/{id}: the upload it is for, its name and `nameKey` (the
 * name lower-cased, unique within the kind). Mappings saved before uploads other than the members' had one carry no
 * kind: they are the members'.
 */
export interface StoredMapping {
  kind: UploadMappingKind;
  name: string;
  nameKey: string;
  mapping: ColumnMapping;
  createdBy: string;
}

export const mappingsCol = (orgId: string) => db.collection(orgCol(orgId, 'uploadMappings'));

/** The upload a stored mapping is for. */
export const mappingKind = (doc: DocumentSnapshot): UploadMappingKind => (doc.get('kind') as UploadMappingKind | undefined) ?? 'members';
