import type { Route } from '../http/route';
import { doorSearch } from './doorSearch';
import { scan } from './scan';

/** /v1/scanner endpoints: the QR scanner at the door, and the name search for whoever has no QR. */
export const scannerRoutes: readonly Route[] = [scan, doorSearch];
