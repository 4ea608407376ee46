import { appUrl } from '../../config';

/**
 * A page of the web app a checkout comes back to: the configured APP_URL only. Never the request's Origin or Host: a
 * forged one would send a paying visitor (and the session id) to someone else's site.
 */
export const returnPage = (path: string) => `${appUrl.value().replace(/\/+$/, '')}${path}`;
