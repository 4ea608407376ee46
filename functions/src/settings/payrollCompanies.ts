import { updatePayrollCompaniesContract } from '@tessera/domain/contracts/settings';
import { orgCol } from '@tessera/domain/paths';
import { COMPANY_LIST_TYPES } from '@tessera/domain/settings/listValues';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';

/**
 * POST /v1/settings/update-payroll-companies {payload} — the companies whose employees pay by payroll deduction: the
 * named ones on, every other company off, in one transaction with its audit record (only the companies that changed).
 */
export const updatePayrollCompanies = route(updatePayrollCompaniesContract, async ({ claims, principal, body }) => {
  const chosen = new Set(body.payload);
  await db.runTransaction(async (tx) => {
    const companies = (await tx.get(db.collection(orgCol(claims.org, 'listValues')).where('type', 'in', [...COMPANY_LIST_TYPES]))).docs;
    const known = new Set(companies.map((c) => c.id));
    const missing = [...chosen].filter((id) => !known.has(id));
    if (missing.length)
      throw new ApiError(
        'NOT_FOUND',
        missing.map((id) => ({ path: `body.payload.${body.payload.indexOf(id)}`, message: 'validation.notAllowed' })),
      );
    const changed = companies.filter((c) => (c.get('payroll') === true) !== chosen.has(c.id));
    for (const c of changed) tx.update(c.ref, { payroll: chosen.has(c.id) });
    if (changed.length)
      recordChange(tx, claims.org, {
        type: 'payrollCompaniesChanged',
        by: auditActor(principal, claims),
        target: 'payrollCompanies',
        before: Object.fromEntries(changed.map((c) => [c.id, c.get('payroll') === true])),
        after: Object.fromEntries(changed.map((c) => [c.id, chosen.has(c.id)])),
      });
  });
  return { payroll: [...chosen] };
});
