import { orgCol } from '@tessera/domain/paths';
import { db } from './admin';

/**
 * What the emulators' file store holds of a file (functions/src/files/firestoreBytes.ts): whether its description
 * exists, and how many chunk documents hold its bytes — both gone once the file is removed.
 */
export async function storedFile(orgId: string, fileId: string): Promise<{ described: boolean; chunks: number }> {
  const ref = db.doc(`${orgCol(orgId, 'files')}/${fileId}`);
  const [description, chunks] = await Promise.all([ref.get(), ref.collection('chunks').count().get()]);
  return { described: description.exists, chunks: chunks.data().count };
}
