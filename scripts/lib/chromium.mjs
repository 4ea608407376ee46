// Debian's Chromium as the browser tests, the icon renderer and the Lighthouse bench launch it. Without the
// networking flags it floods the closed network with refused connections (shared/notes/toolchain.md).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];
