/**
 * The card renderer, loaded on first use: pdf-lib, fontkit and the embedded fonts add about half a second to
 * the start of every instance (measured: 0.5 of 1.7 s), which a member save or a login should not pay.
 */
export const cardRenderer = () => import('./pdf');
