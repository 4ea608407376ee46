// Triggers of payments, wired by index.ts (the renewals have theirs: renewals/triggers.ts; what the payments do on a
// member write: wiring.ts).
export { onPaymentCounted } from './counters';
