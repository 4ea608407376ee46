import type { Route } from '../http/route';
import { publishPolicy } from './publish';
import { acceptPolicy, myPolicies } from './memberPolicies';

/** Privacy and newsletter policies: publication in settings, acceptance by members. */
export const policyRoutes: readonly Route[] = [publishPolicy, myPolicies, acceptPolicy];
