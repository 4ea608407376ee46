import type { Route } from '../http/route';
import { saveMailshot } from './saveOne';
import { deleteMailshot } from './deleteOne';
import { mailshotRecipients } from './recipients';
import { sendMailshot } from './send';
import { testMailshot } from './testSend';
import { checkRecipientsFile } from './recipientsFile';
import { clearSuppression } from './clearSuppression';
import { exportDeliveries } from './deliveriesExport';
import { storeAttachment } from './attachment';

/**
 * /v1/mailshots endpoints: drafts, their recipients, the send, a test send, recipients files, the
 * monitor's export, suppressions. The one-click unsubscribe (unsubscribe.ts) is outside the table: its body is a form.
 */
export const mailshotRoutes: readonly Route[] = [
  saveMailshot,
  deleteMailshot,
  mailshotRecipients,
  sendMailshot,
  testMailshot,
  checkRecipientsFile,
  clearSuppression,
  exportDeliveries,
  storeAttachment,
];
