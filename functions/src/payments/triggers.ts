// The payment provider's webhook: an HTTPS function of its own, beside `api` (index.ts exports it).
export { stripeWebhook } from './webhook';
