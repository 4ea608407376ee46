/** The one-click unsubscribe endpoint (functions/src/mailshots/unsubscribe.ts): outside the contract table, a bare POST. */
const UNSUBSCRIBE_PATH = '/v1/mail/unsubscribe';

/**
 * POST /v1/mail/unsubscribe?t={token}, no sign-in and no body (the endpoint the mail's List-Unsubscribe header names):
 * 'done' on 200, 'invalid' when the server refuses the link (400 UNSUBSCRIBE_LINK_INVALID), else throws (retry).
 * Same origin as every API call (lib/api/client: relative `/v1/…` paths).
 */
export async function confirmUnsubscribe(token: string): Promise<'done' | 'invalid'> {
  const res = await fetch(`${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(token)}`, { method: 'POST' });
  if (res.ok) return 'done';
  const answer = (await res.json().catch(() => ({}))) as { err?: string };
  if (res.status === 400 && answer.err === 'UNSUBSCRIBE_LINK_INVALID') return 'invalid';
  throw new Error(answer.err ?? `HTTP ${res.status}`);
}
