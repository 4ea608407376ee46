import type { Route } from '../http/route';
import { devMailbox } from './devMailbox';

/** Mail endpoints (the development mailbox; later: campaigns). */
export const mailRoutes: readonly Route[] = [devMailbox];
