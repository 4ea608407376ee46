// Renders the installable app's icons (web/public/icons/*.png, committed) from the SVG below with Debian's Chromium:
// run once after changing the design (`node scripts/render-pwa-icons.mjs`). The mark is the favicon's: a white "T" on
// the brand blue (app/theme.ts brand.600). "any" icons are a rounded tile on transparency; the maskable one fills
// the square and keeps the letter inside the central 80 % circle that launchers may crop to.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = new URL('..', import.meta.url).pathname;
const BRAND = '#1f4cc0';
const letter = (size, scale) =>
  `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" fill="#fff" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${size * scale}">T</text>`;
const tile = (size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${size * 0.1875}" fill="${BRAND}"/>${letter(size, 0.5625)}</svg>`;
const maskable = (size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="${BRAND}"/>${letter(size, 0.45)}</svg>`;

const ICONS = [
  ['icon-192.png', tile(192), 192],
  ['icon-512.png', tile(512), 512],
  ['maskable-512.png', maskable(512), 512],
  // iOS draws its own rounded corners and ignores transparency: a full square
  ['apple-touch-icon-180.png', maskable(180), 180],
];

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS],
});
try {
  for (const [name, svg, size] of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.screenshot({ path: join(ROOT, 'web', 'public', 'icons', name), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
