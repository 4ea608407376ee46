import { fetchMyCard } from './fetchMyCard';

/** How long a card asked ahead is the answer for the page that opens: the page is on its way, not coming back later. */
const FRESH_MS = 10_000;

let ahead: { profileId: string; at: number; answer: ReturnType<typeof fetchMyCard> } | null = null;

/** Whether what was asked ahead is this profile's card and still fresh. */
const freshFor = (asked: typeof ahead, profileId: string): asked is NonNullable<typeof ahead> =>
  asked !== null && asked.profileId === profileId && Date.now() - asked.at < FRESH_MS;

/**
 * Asks for the own card as soon as the personal area is being opened, while its code still downloads: the card (the
 * page's largest content, its QR code) then arrives with the page instead of a round trip after it. Asked once per
 * opening; the page takes the answer (myCardOnOpening).
 */
export function askMyCardAhead(profileId: string): void {
  if (freshFor(ahead, profileId)) return;
  const answer = fetchMyCard();
  // a failure is the page's to show, when it takes the answer
  answer.catch(() => undefined);
  ahead = { profileId, at: Date.now(), answer };
}

/** The card asked ahead for this profile, taken once while fresh; otherwise asked now. */
export function myCardOnOpening(profileId: string): ReturnType<typeof fetchMyCard> {
  const taken = ahead;
  ahead = null;
  if (freshFor(taken, profileId)) return taken.answer;
  return fetchMyCard();
}
