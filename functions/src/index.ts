// Entry point: wires the functions, nothing else. Each function names its region itself (config.ts):
// module imports run before this file's body, so global options set here would come too late.
// First of all, so that it sees every function declared: the usage meter `npm run bench` reads (off anywhere else).
import './shared/usage/usageMeter';
// Then, so the platform's own answers (a body that does not parse) are made in production mode: http/platformErrors.ts.
import './http/platformErrors';
// Then what the areas register with the shared mechanisms (wiring.ts), before any function can run.
import './wiring';
export { api } from './api';
// the one trigger of member writes, running what the areas registered in wiring.ts
export { onMemberWritten } from './memberReactions/trigger';
// the one trigger of payment writes (counters, search rows, the register's fees), likewise
export { onPaymentWritten } from './paymentReactions/trigger';
export { onPasswordResetRequested } from './auth/recoverMail';
export * from './cards/triggers';
export * from './sales/triggers';
export * from './marketplace/triggers';
export * from './uploads/triggers';
export * from './mail/triggers';
export * from './mailshots/triggers';
export { mailEvents } from './mailshots/eventsWebhook';
export * from './payments/renewals/triggers';
// the payment provider's webhook: an HTTPS function of its own, beside `api`
export { stripeWebhook } from './payments/providers/webhook';
export * from './search/triggers';
export * from './archive/triggers';
export * from './plans/triggers';
// the retention of former members' data: erased once their organization's period is over
export * from './erasure/triggers';
// the register of members' drainer: appends what the member and payment triggers queued for it
export * from './register/triggers';
