import type { Route } from '../http/route';

/** /v1/cards endpoints (spec §7 Cards) and the card PDFs of /v1/members. */
export const cardRoutes: readonly Route[] = [];
