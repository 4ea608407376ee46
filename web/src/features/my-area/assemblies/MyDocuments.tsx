import type { AssemblyDocument } from '@tessera/domain/assemblies/documents';
import { StoredDocumentList } from '../../../components/StoredDocumentList';
import { openDocument } from './assemblyCalls';

/** Documents of an assembly as the member downloads them (document-link, which lets them once it is convened). */
export function MyDocuments({ assemblyId, documents }: { assemblyId: string; documents: AssemblyDocument[] }) {
  return (
    <StoredDocumentList
      documents={documents}
      download={(d) => openDocument(assemblyId, d.id)}
      texts="my-area.assemblies.docs"
      testId="assembly-document"
      rowData={(d) => ({ 'data-item': d.itemId ?? '' })}
    />
  );
}
