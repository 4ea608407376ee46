import { orgCol } from '@tessera/domain/paths';
import type { ColumnMapping } from '@tessera/domain/uploads/columnMapping';
import { db } from '../shared/admin';

/** A saved column mapping, organizations/{org}/uploadMappings/{id}. `nameKey`: the name lower-cased, unique. */
export interface StoredMapping {
  name: string;
  nameKey: string;
  mapping: ColumnMapping;
  createdBy: string;
}

export const mappingsCol = (orgId: string) => db.collection(orgCol(orgId, 'uploadMappings'));
