import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * pdf-lib's single-file build (one file to read and compile instead of some 250 modules) decompresses, as it loads, the
 * character tables of the standard fonts' encodings: with its JavaScript inflater (pako) and a JavaScript base64
 * decoder, both still uncompiled in a fresh instance, which made them a seventh of the library's loading. The bundle
 * therefore loads a copy, written beside it by the build, whose decompression of those tables (and of the standard
 * fonts' metrics, when a document uses one) is Node's zlib and Buffer: the same bytes, read as the library reads them
 * (one character per byte). As with fontkit (nodeFontkit.mjs), the version is pinned and the code changed must be found
 * exactly once, so a different file fails the build.
 */
const FROM =
  'hn=function(t){return function(t){for(var e="",n=0;n<t.length;n++)e+=String.fromCharCode(t[n]);return e}(rn.inflate(function(t){var e,n,r,i,o,a=.75*t.length,s=t.length,l=0;"="===t[t.length-1]&&(a--,"="===t[t.length-2]&&a--);var h=new Uint8Array(a);for(e=0;e<s;e+=4)n=an[t.charCodeAt(e)],r=an[t.charCodeAt(e+1)],i=an[t.charCodeAt(e+2)],o=an[t.charCodeAt(e+3)],h[l++]=n<<2|r>>4,h[l++]=(15&r)<<4|i>>2,h[l++]=(3&i)<<6|63&o;return h}(t)))}';
const TO = 'hn=function(t){return require("zlib").inflateSync(Buffer.from(t,"base64")).toString("latin1")}';

/** Where the bundle finds the copy, relative to itself. */
const COPY = './vendor/pdf-lib.js';

/** The library's single-file build with the change above. */
export function nodePdfLibSource() {
  const source = readFileSync(createRequire(import.meta.url).resolve('pdf-lib/dist/pdf-lib.min.js'), 'utf8');
  const at = source.indexOf(FROM);
  if (at < 0 || source.indexOf(FROM, at + 1) >= 0)
    throw new Error('pdf-lib changed: the decompression of its tables is not found exactly once');
  return `${source.slice(0, at)}${TO}${source.slice(at + FROM.length)}`;
}

/** esbuild plugin: the bundle requires the copy, which the build writes beside its output file. */
export const nodePdfLib = {
  name: 'node-pdf-lib',
  setup(build) {
    build.onResolve({ filter: /^pdf-lib$/ }, () => ({ path: COPY, external: true }));
    build.onEnd((result) => {
      if (result.errors.length) return;
      const file = join(dirname(build.initialOptions.outfile), COPY);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, nodePdfLibSource());
    });
  },
};
