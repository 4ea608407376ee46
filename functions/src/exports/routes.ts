import type { Route } from '../http/route';
import { extraction } from './extraction';

/** Exports of the members list (POST /v1/members/extraction). */
export const exportRoutes: readonly Route[] = [extraction];
