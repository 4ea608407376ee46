import type { Route } from '../http/route';
import { myConsent, recordConsent } from './consent';
import { memberData, myData } from './dataFile';

/** A member's privacy: consents given and withdrawn, the copy of their data. */
export const privacyRoutes: readonly Route[] = [myConsent, recordConsent, myData, memberData];
