import type { DocumentData } from 'firebase-admin/firestore';

/** Where a member's mail goes: their address, in their language; null for a member without an address (nothing is sent). */
export function memberRecipient(member: DocumentData | undefined): { to: string; lang: 'it' | 'en' } | null {
  const to = member?.email;
  if (typeof to !== 'string' || !to) return null;
  return { to, lang: member?.lang === 'en' ? 'en' : 'it' };
}
