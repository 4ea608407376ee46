/**
 * The printed register comes in volumes: the whole book of a large association in one PDF would be built in one
 * request's memory (about 1.5 GB at 100,000 entries, over the API's 1 GiB shared by 40 requests at once), so each PDF
 * holds at most one volume. Pages are numbered across the whole register, so the volumes together read as one book:
 * volume 2 starts on the page after volume 1's last, and every footer still says "page n of all".
 */

/** Entries on one printed page (one two-line row each, landscape A4). */
export const REGISTER_ROWS_PER_PAGE = 15;

/** Pages in one printed volume. */
export const REGISTER_PAGES_PER_VOLUME = 300;

/** Entries in one printed volume (4,500). */
export const REGISTER_VOLUME_ENTRIES = REGISTER_ROWS_PER_PAGE * REGISTER_PAGES_PER_VOLUME;

/** How many volumes a register of `entries` entries prints as (an empty register prints one, saying so). */
export const registerVolumes = (entries: number): number => Math.max(1, Math.ceil(entries / REGISTER_VOLUME_ENTRIES));

/** The entries of volume `volume` (1-based) of a register of `entries` entries, and its pages' numbers. */
export function volumeRange(volume: number, entries: number) {
  const from = (volume - 1) * REGISTER_VOLUME_ENTRIES + 1;
  const to = Math.min(entries, volume * REGISTER_VOLUME_ENTRIES);
  return {
    from,
    to,
    firstPage: (volume - 1) * REGISTER_PAGES_PER_VOLUME + 1,
    pages: Math.max(1, Math.ceil(entries / REGISTER_ROWS_PER_PAGE)),
  };
}
