import { useMemo } from 'react';
import { orgCol } from '@tessera/domain/paths';
import type { Live } from '../../../lib/data/live';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';

export interface PayrollCompanyRow {
  id: string;
  name: string;
}

/**
 * The organization's payroll companies (settings: only companies carry `payroll`), live; a handful, sorted here by name
 * (an order in the query would need a composite index for a list this short).
 */
export function usePayrollCompanies(orgId: string): Live<PayrollCompanyRow[]> {
  const live = useLiveCollection<PayrollCompanyRow>(orgCol(orgId, 'listValues'), {
    filters: [{ field: 'payroll', op: '==', value: true }],
  });
  return useMemo(
    () => (live.status === 'success' ? { ...live, data: [...live.data].sort((a, b) => a.name.localeCompare(b.name, 'it')) } : live),
    [live],
  );
}
