import type { AssemblyDocument } from '@tessera/domain/assemblies/documents';
import { StoredDocumentList } from '../../../components/StoredDocumentList';
import { openAssemblyDocument } from '../api/assemblyDocuments';

/** An assembly's documents on the back office's pages: downloaded through document-link; `onRemove` while a draft. */
export function DocumentList(props: { assemblyId: string; documents: AssemblyDocument[]; onRemove?: (d: AssemblyDocument) => void }) {
  return (
    <StoredDocumentList
      documents={props.documents}
      download={(d) => openAssemblyDocument(props.assemblyId, d.id)}
      texts="assemblies.docs"
      testId="assembly-document"
      onRemove={props.onRemove}
      rowData={(d) => ({ 'data-item': d.itemId ?? '' })}
    />
  );
}
