import type { Route } from '../http/route';
import { eraseOne } from './eraseOne';
import { setRetention } from './retention';

/** The erasure of members' personal data: by an administrator directly, and the retention period of former members. */
export const erasureRoutes: readonly Route[] = [eraseOne, setRetention];
