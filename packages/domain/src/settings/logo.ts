/**
 * The organization's logo (settings → public information): an uploaded PNG, JPEG or WebP (type read from the bytes),
 * made on the server into a PNG that fits LOGO_MAX_PX square, kept with the organization (`organizations/{org}.logo`, a
 * data URL) so the shell, the signup page and the card renderer read it with the organization, with no second request.
 * Bounded: at LOGO_MAX_PX a PNG stays far below a Firestore document's limit.
 */
export const LOGO_MAX_PX = 256;
