// A production build served as Firebase Hosting serves it, for the browser tests and the bench: firebase.json's
// hosting `headers` (CSP, HSTS…) and `rewrites` (the API to the Functions emulator, everything else to index.html),
// static files first, text compressed (brotli, else gzip) as Hosting compresses it. No dependency: node:http and zlib.
//
// The one local difference: connect-src also lists the Auth and Firestore emulators' origins (http://127.0.0.1:…),
// which the production CSP rightly does not allow. Everything else is firebase.json's, byte for byte.
//
// `setDir` switches the served folder while the server runs: "deploys" another build over the first (tests/shell/pwa).
// Also a command: `node scripts/lib/serveDist.mjs web/dist [port]`.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const ROOT = new URL('../..', import.meta.url).pathname;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
};

/** A hosting glob (`**`, `*`) as a regular expression over the request path, as Hosting matches `source`. */
function globToRegExp(glob) {
  const path = glob.startsWith('/') ? glob : `/${glob}`;
  let re = '';
  for (let i = 0; i < path.length; i++) {
    const c = path[i];
    if (c === '*' && path[i + 1] === '*') {
      re += '.*';
      i++;
    } else if (c === '*') re += '[^/]*';
    else re += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/** firebase.json's hosting section with its globs compiled. */
function readHosting() {
  const hosting = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).hosting;
  return {
    headers: (hosting.headers ?? []).map((h) => ({ test: globToRegExp(h.source), headers: h.headers })),
    rewrites: (hosting.rewrites ?? []).map((r) => ({ test: globToRegExp(r.source), function: r.function, destination: r.destination })),
  };
}

const hostPort = (value, fallback) => value || fallback;

/** Types Hosting compresses on the way out (text, scripts, JSON, SVG); images and fonts already are. */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;

/** The encoding the client takes, Hosting's preference first: brotli, then gzip; none otherwise. */
function encodingFor(acceptEncoding = '') {
  const offered = acceptEncoding.split(',').map((e) => e.trim().split(';')[0]);
  return offered.includes('br') ? 'br' : offered.includes('gzip') ? 'gzip' : null;
}

/** Compressed bodies per file and encoding, made once (a build's files do not change while it is served). */
const compressedCache = new Map();
function compressed(file, encoding) {
  const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
  let body = compressedCache.get(key);
  if (!body) {
    const raw = readFileSync(file);
    // brotli at quality 5: near the best ratio at a fraction of quality 11's time (a cold first request stays quick)
    body = encoding === 'br' ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(raw);
    compressedCache.set(key, body);
  }
  return body;
}

/** The CSP with the emulators' origins added to connect-src (the one local difference). */
function withLocalConnectSrc(csp, origins) {
  if (origins.length === 0) return csp;
  return csp
    .split(';')
    .map((d) => (d.trim().startsWith('connect-src ') ? `${d} ${origins.join(' ')}` : d))
    .join(';');
}

/**
 * Starts the server. `dir`: the build to serve; `port`: 0 (default) takes a free one; `functionsUrl`: where the API
 * function lives (FUNCTIONS_URL, as scripts/lib/emulators.mjs sets it); `emulatorOrigins`: what connect-src gains
 * (default: the Auth and Firestore emulators from FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST).
 */
export async function serveDist({
  dir,
  port = 0,
  functionsUrl = process.env.FUNCTIONS_URL ?? 'http://127.0.0.1:5001/demo-tessera/europe-west1',
  emulatorOrigins = [
    `http://${hostPort(process.env.FIREBASE_AUTH_EMULATOR_HOST, '127.0.0.1:9099')}`,
    `http://${hostPort(process.env.FIRESTORE_EMULATOR_HOST, '127.0.0.1:8080')}`,
  ],
} = {}) {
  const hosting = readHosting();
  let root = resolve(dir);

  /** Headers of every matching rule, later rules winning, matched on the path as requested (as Hosting does). */
  const headersFor = (path) => {
    const out = {};
    for (const rule of hosting.headers) if (rule.test.test(path)) for (const { key, value } of rule.headers) out[key] = value;
    if (out['Content-Security-Policy'])
      out['Content-Security-Policy'] = withLocalConnectSrc(out['Content-Security-Policy'], emulatorOrigins);
    return out;
  };

  /** The file under the served folder for `path`, or null (no file there, or a path that climbs out of it). */
  const fileFor = (path) => {
    const file = normalize(join(root, decodeURIComponent(path)));
    if (file !== root && !file.startsWith(root + sep)) return null;
    return existsSync(file) && statSync(file).isFile() ? file : null;
  };

  const sendFile = (req, res, file, headers) => {
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const encoding = COMPRESSIBLE.test(type) ? encodingFor(req.headers['accept-encoding']) : null;
    if (!encoding) {
      res.writeHead(200, { 'Content-Type': type, ...headers });
      createReadStream(file).pipe(res);
      return;
    }
    const body = compressed(file, encoding);
    res.writeHead(200, {
      'Content-Type': type,
      'Content-Encoding': encoding,
      Vary: 'Accept-Encoding',
      'Content-Length': body.length,
      ...headers,
    });
    res.end(body);
  };

  const proxy = (req, res, path, search, headers) => {
    const target = new URL(`${functionsUrl}/api${path}${search}`);
    const upstream = httpRequest(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...headers });
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, headers);
      res.end();
    });
    req.pipe(upstream);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const path = url.pathname;
    const headers = headersFor(path);
    // Hosting's order: a file that exists, then the first matching rewrite, then 404
    const file = path.endsWith('/') ? null : fileFor(path);
    if (file) return sendFile(req, res, file, headers);
    const rewrite = hosting.rewrites.find((r) => r.test.test(path));
    if (rewrite?.function) return proxy(req, res, path, url.search, headers);
    const destination = rewrite?.destination ? fileFor(rewrite.destination) : null;
    if (destination) return sendFile(req, res, destination, headers);
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
    res.end('Not found');
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', done);
  });
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`,
    /** serves another build from now on (a deploy) */
    setDir(next) {
      root = resolve(next);
    },
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const served = await serveDist({ dir: process.argv[2] ?? join(ROOT, 'web', 'dist'), port: Number(process.argv[3] ?? 4173) });
  console.log(
    `Serving ${process.argv[2] ?? 'web/dist'} at ${served.url} (firebase.json's headers; API → ${process.env.FUNCTIONS_URL ?? 'the default emulator'})`,
  );
}
