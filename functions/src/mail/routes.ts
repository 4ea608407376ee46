import type { Route } from '../http/route';

/** Mail endpoints (the development mailbox; later: campaigns). */
export const mailRoutes: readonly Route[] = [];
