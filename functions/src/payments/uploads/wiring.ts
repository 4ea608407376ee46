import { registerUploadJobKind } from '../../uploads/jobKinds';
import { paymentApplier, type PayrollCompany, type PaymentJob } from './uploadJob';

// What a payment file plugs into the upload jobs (loaded by the functions' entry, wiring.ts): its rows' applier, and
// what its run reads of the stored job (who uploaded it, the payroll company).
registerUploadJobKind<PaymentJob>('payments', {
  fields: (stored) => ({
    operator: String(stored.get('operator') ?? stored.get('createdBy') ?? ''),
    company: (stored.get('company') as PayrollCompany | undefined) ?? null,
  }),
  applier: (orgId, job) => paymentApplier(orgId, job),
});
