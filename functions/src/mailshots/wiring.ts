import { registerDeliveryEventSink, registerMessageRenderer, registerOutboxDeliveryHooks, registerOutboxSweep } from '../mail/outboxHooks';
import { registerPersonalDataEraser } from '../personalData/registry';
import { backfillBatchKeys, eraseBatches, eraseDeliveries, eraseSuppressionRecords } from './erasure';
import { applyEvents } from './eventsWebhook';
import { sweepMailshots } from './expand';
import { advanceDelivery, letterheadOfMailshot, linkedDelivery, renderMailshotMessage } from './outboxDeliveries';

// What the mailshots plug into the mail outbox (loaded by the functions' entry, wiring.ts): a recipient's message
// moves its delivery, is rendered from the mailshot under the association's letterhead as it was when the instance
// first sent one of them, and its provider events are applied; the outbox's sweep also
// takes over expansions that stalled.
registerOutboxDeliveryHooks({ linkedDelivery, advanceDelivery });
registerMessageRenderer('mailshot', renderMailshotMessage, letterheadOfMailshot);
registerOutboxSweep('mailshots', sweepMailshots);
registerDeliveryEventSink(applyEvents);

// …and into the erasure of a member (personalData/registry.ts): the resolved recipient lists first (a mailshot still
// going out then creates no new delivery for the member), then deliveries and suppressions lose the address, and so
// does the activity log's record of a suppression cleared.
registerPersonalDataEraser({ name: 'mailshotBatches', erase: eraseBatches, backfillKeys: backfillBatchKeys });
registerPersonalDataEraser({ name: 'mailshotDeliveries', erase: eraseDeliveries });
registerPersonalDataEraser({ name: 'suppressionRecords', erase: eraseSuppressionRecords });
