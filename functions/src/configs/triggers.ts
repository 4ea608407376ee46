// Triggers of the organization's configuration lists, wired by index.ts.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../config';
import { refreshListNames } from './listNames';

/** Any list value created, renamed or deleted: the one-document summary the screens read follows (listNames.ts). */
export const onListValueWritten = onDocumentWritten({ document: 'organizations/{orgId}/listValues/{id}', region: REGION }, async (event) => {
  await refreshListNames(event.params.orgId);
});
