import type { Route } from '../http/route';
import { scan } from './scan';

/** /v1/scanner endpoints (issue 16 §3): the QR scanner at the door. */
export const scannerRoutes: readonly Route[] = [scan];
