// Bundles the functions with the domain package inlined, so that `functions/` deploys on its own:
// Cloud Build installs only this folder's package.json, which lists the runtime dependencies kept external.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { bundleOptions } from './bundleOptions.mjs';

await build({
  ...bundleOptions(),
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  sourcemap: true,
  logLevel: 'warning',
});

// The PDFs' fonts (cards, receipts) (src/pdf/fonts.json) beside the bundle, where src/pdf/fonts.ts looks first: the font
// packages are devDependencies, so the deployed folder carries just these files.
const fonts = JSON.parse(readFileSync(new URL('./src/pdf/fonts.json', import.meta.url), 'utf8'));
const require = createRequire(import.meta.url);
mkdirSync(new URL('./lib/fonts/', import.meta.url), { recursive: true });
for (const spec of Object.values(fonts)) copyFileSync(require.resolve(spec), new URL(`./lib/fonts/${basename(spec)}`, import.meta.url));

// The wallet passes' default images (src/cards/wallet/assets/) beside the bundle, in lib/wallet/ where
// cards/wallet/applePass.ts looks first.
mkdirSync(new URL('./lib/wallet/', import.meta.url), { recursive: true });
for (const name of readdirSync(new URL('./src/cards/wallet/assets/', import.meta.url)))
  copyFileSync(new URL(`./src/cards/wallet/assets/${name}`, import.meta.url), new URL(`./lib/wallet/${name}`, import.meta.url));
