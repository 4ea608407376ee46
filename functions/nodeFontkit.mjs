import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * @pdf-lib/fontkit is built for browsers: loading it decompresses the Brotli decoder's 120 KB dictionary (which only
 * WOFF2 fonts need; the PDFs embed TrueType files) and inflates its Unicode tables, and the data of its scripts and
 * shapers, with JavaScript inflaters. In a fresh function instance that was over half of the library's loading, itself
 * a third of the time to the first card.
 * The bundle therefore loads a copy of the library, written beside it by the build, that decompresses the dictionary
 * on first use and inflates with Node's zlib. The library is pinned (this fork is no longer released) and each line
 * changed must be found exactly once, so a different file fails the build instead of loading unchanged.
 */
const CHANGES = [
  {
    what: 'the Brotli dictionary, decompressed on first use',
    from: '\n\tdictionary.init(BrotliDecompressBuffer);\n',
    to: `
\tObject.defineProperty(dictionary, 'dictionary', { configurable: true, enumerable: true, get: function () {
\t  var words = dictionaryDataCompressed.init(BrotliDecompressBuffer);
\t  Object.defineProperty(dictionary, 'dictionary', { value: words, writable: true, enumerable: true });
\t  return words;
\t} });
`,
  },
  {
    what: 'the Unicode tables, inflated (twice, as they are stored) by Node',
    from: '\n\t      data = inflate(data, new Uint8Array(uncompressedLength));\n\t      data = inflate(data, new Uint8Array(uncompressedLength));\n',
    to: `
\t      var zlib = require('zlib');
\t      data = new Uint8Array(zlib.inflateRawSync(zlib.inflateRawSync(data)));
`,
  },
  {
    // the library's own zlib (pako, some 8,000 lines) inflated nothing else: left out, it is neither compiled nor run
    what: "the shapers' and scripts' tables, inflated by Node, without pako",
    from: ['\n\tvar common = createCommonjsModule(function (module, exports) {\n', '\n\tvar pako_1 = pako;\n'],
    to: `
\tvar pako_1 = { inflate: function (data) { return new Uint8Array(require('zlib').inflateSync(data)); } };
`,
  },
  {
    // pdf-lib reads two fields of a font's `post` table (italic angle, fixed pitch); decoding every glyph's name with
    // it (DejaVu Sans names its 6,000 glyphs) took longer than laying out the first card's texts
    what: 'the glyph names of the post table, decoded when first read',
    from: '\n\t    names: new restructure.Array(new restructure.String(restructure.uint8))\n',
    to: `
\t    names: new restructure.Pointer({ decode: function () { return 0; }, size: function () { return 0; } }, new restructure.Array(new restructure.String(restructure.uint8)), { type: 'immediate', lazy: true, allowNull: false })
`,
  },
  {
    // the library's process.nextTick for browsers waits on a timer, so every step of a font subset's stream (its
    // encoding, its data, its end) waited a millisecond or more: a fresh instance's first card embeds three subsets
    what: "the streams' next tick, Node's own",
    from: '\n\tfunction nextTick(fun) {\n',
    to: `
\tfunction nextTick() {
\t  return globalThis.process.nextTick.apply(null, arguments);
\t}
\tfunction browserNextTick(fun) {
`,
  },
  {
    // a glyph's metrics read the glyph's bounding box, found through the loca table: its offsets were decoded one number at
    // a time through the library's stream (the CJK font has 31,000 glyphs), the longest step of a fresh instance's
    // first Chinese name. Read from the bytes directly; anything but a whole table of offsets is decoded as before.
    what: "the loca table's offsets, read from the bytes",
    from: "\n\tvar loca = new restructure.VersionedStruct('head.indexToLocFormat', {\n\t  0: {\n\t    offsets: new restructure.Array(restructure.uint16)\n\t  },\n\t  1: {\n\t    offsets: new restructure.Array(restructure.uint32)\n\t  }\n",
    to: `
\tfunction offsetsFromBytes(array, size) {
\t  var decode = array.decode;
\t  array.decode = function (stream, parent) {
\t    var bytes = stream.buffer;
\t    var end = parent != null && parent._length ? parent._startOffset + parent._length : stream.length;
\t    if (this.length != null || end > bytes.length || (end - stream.pos) % size !== 0) return decode.call(this, stream, parent);
\t    var res = [];
\t    for (var p = stream.pos; p < end; p += size)
\t      res.push(size === 2 ? (bytes[p] << 8) | bytes[p + 1] : bytes[p] * 0x1000000 + ((bytes[p + 1] << 16) | (bytes[p + 2] << 8) | bytes[p + 3]));
\t    stream.pos = end;
\t    return res;
\t  };
\t  return array;
\t}
\tvar loca = new restructure.VersionedStruct('head.indexToLocFormat', {
\t  0: {
\t    offsets: offsetsFromBytes(new restructure.Array(restructure.uint16), 2)
\t  },
\t  1: {
\t    offsets: offsetsFromBytes(new restructure.Array(restructure.uint32), 4)
\t  }
`,
  },
  {
    // pdf-lib reads one name of a font (its PostScript name); the library decoded every record of the name table,
    // DejaVu's licence in the Macintosh encoding included, through its JavaScript iconv and Buffer: longer than laying
    // out a card's texts, for each of the two DejaVu fonts of a document
    what: "the name table's strings, decoded when first read",
    from: "\n\t    relativeTo: 'parent.stringOffset',\n\t    allowNull: false\n",
    to: `
\t    relativeTo: 'parent.stringOffset',
\t    allowNull: false,
\t    lazy: true
`,
  },
  {
    // each name, in each language, is the one the library chose (the last of its records that decodes to a string,
    // else the last record), decoded on first read from the last record back; the keys and their order are the library's
    what: "the name table's records, each decoded when first read",
    from: ['\n\tNameTable.process = function (stream) {\n', '\n\t  this.records = records;\n\t};\n\n\tNameTable.preEncode'],
    to: `
\tfunction lazyName(obj, language, candidates) {
\t  var settle = function (value) {
\t    Object.defineProperty(obj, language, { value: value, writable: true, enumerable: true, configurable: true });
\t  };
\t  Object.defineProperty(obj, language, {
\t    enumerable: true,
\t    configurable: true,
\t    get: function () {
\t      var value = candidates[candidates.length - 1].string;
\t      for (var i = candidates.length - 1; i >= 0 && typeof value !== 'string'; i--) {
\t        if (typeof candidates[i].string === 'string') value = candidates[i].string;
\t      }
\t      settle(value);
\t      return value;
\t    },
\t    set: settle
\t  });
\t}
\tNameTable.process = function (stream) {
\t  var records = {};
\t  var names = new Map();
\t  for (var _iterator = _createForOfIteratorHelperLoose(this.records), _step; !(_step = _iterator()).done;) {
\t    var record = _step.value;
\t    var language = LANGUAGES[record.platformID][record.languageID];
\t    if (language == null && this.langTags != null && record.languageID >= 0x8000) {
\t      language = this.langTags[record.languageID - 0x8000].tag;
\t    }
\t    if (language == null) {
\t      language = record.platformID + '-' + record.languageID;
\t    }
\t    var key = record.nameID >= 256 ? 'fontFeatures' : NAMES[record.nameID] || record.nameID;
\t    if (records[key] == null) {
\t      records[key] = {};
\t    }
\t    var obj = records[key];
\t    if (record.nameID >= 256) {
\t      obj = obj[record.nameID] || (obj[record.nameID] = {});
\t    }
\t    var byLanguage = names.get(obj);
\t    if (!byLanguage) names.set(obj, (byLanguage = new Map()));
\t    var candidates = byLanguage.get(language);
\t    if (!candidates) {
\t      byLanguage.set(language, (candidates = []));
\t      lazyName(obj, language, candidates);
\t    }
\t    candidates.push(record);
\t  }
\t  this.records = records;
\t};

\tNameTable.preEncode`,
  },
];

/** Where the bundle finds the copy, relative to itself. */
const COPY = './vendor/fontkit.js';

/** The library's source with the changes above. */
export function nodeFontkitSource() {
  let source = readFileSync(createRequire(import.meta.url).resolve('@pdf-lib/fontkit'), 'utf8');
  const once = (text, what, from = 0) => {
    const at = source.indexOf(text, from);
    if (at < 0 || source.indexOf(text, at + 1) >= 0)
      throw new Error(`@pdf-lib/fontkit changed: the code for ${what} is not found exactly once`);
    return at;
  };
  for (const { what, from, to } of CHANGES) {
    // a change replaces a text, or everything from a first text to the end of a second one
    const [first, last] = Array.isArray(from) ? from : [from, from];
    const at = once(first, what);
    const end = once(last, what, at) + last.length;
    source = `${source.slice(0, at)}\n\t// ${what} (functions/nodeFontkit.mjs)${to}${source.slice(end)}`;
  }
  return source;
}

/** esbuild plugin: the bundle requires the copy, which the build writes beside its output file. */
export const nodeFontkit = {
  name: 'node-fontkit',
  setup(build) {
    build.onResolve({ filter: /^@pdf-lib\/fontkit$/ }, () => ({ path: COPY, external: true }));
    build.onEnd((result) => {
      if (result.errors.length) return;
      const file = join(dirname(build.initialOptions.outfile), COPY);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, nodeFontkitSource());
    });
  },
};
