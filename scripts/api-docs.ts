// Writes docs/api.md from the contracts (scripts/api-docs/render.ts): `npm run docs:api`.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderApiDocs } from './api-docs/render';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
writeFileSync(join(root, 'docs/api.md'), renderApiDocs(root));
console.log('docs/api.md written');
