import { profileRoute } from '../http/route';
import { listValuesByType } from './listValues';

/** GET /v1/configs/all — groups, sections, categories, marital, group_companies, ext_companies, conv_companies. */
export const allConfigs = profileRoute({
  method: 'GET',
  path: '/v1/configs/all',
  access: 'configs.read',
  async handle({ claims }) {
    return listValuesByType(claims.org);
  },
});
