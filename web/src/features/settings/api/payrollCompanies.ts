import { updatePayrollCompaniesContract } from '@tessera/domain/contracts/settings';
import { apiCall } from '../../../lib/api/client';

export const updatePayrollCompanies = (ids: string[]) =>
  apiCall(updatePayrollCompaniesContract, { body: { payload: ids }, overlay: false });
