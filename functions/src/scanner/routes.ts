import type { Route } from '../http/route';
import { scan } from './scan';

/** /v1/scanner endpoints: the QR scanner at the door. */
export const scannerRoutes: readonly Route[] = [scan];
