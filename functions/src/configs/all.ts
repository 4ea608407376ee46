import { route } from '../http/route';
import { listValuesByType } from './listValues';
import { allConfigsContract } from '@tessera/domain/contracts/configs';

/** GET /v1/configs/all — groups, sections, categories, marital, group_companies, ext_companies, conv_companies. */
export const allConfigs = route(allConfigsContract, async ({ claims }) => {
  return listValuesByType(claims.org);
});
