import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { Firestore } from 'firebase-admin/firestore';
import {
  addUsage,
  instanceOf,
  invocationUsage,
  noUsage,
  queryEnded,
  readsOfMessage,
  writesOf,
  type Instance,
  type StreamMessage,
  type Usage,
} from './usageCounts';

/**
 * The server's half of `npm run bench`'s month (the browser's is web/src/lib/data/readMeter.ts): every document read,
 * write and delete the functions make, every invocation with its wall time and the bytes the HTTP functions answer,
 * appended as JSON lines to the file TESSERA_METER_FILE names. Only on the emulator and only with that variable set:
 * anywhere else nothing below is installed and production runs the libraries untouched.
 *
 * Counted at the two places everything passes: the Admin SDK's RPC funnels (every get, query, count, transaction,
 * batch and BulkWriter reaches Firestore through `request` or `requestStream`), and the firebase-functions
 * constructors every function of ours is declared with (their handler is wrapped before the function exists).
 */
const meterFile = process.env.FUNCTIONS_EMULATOR === 'true' ? process.env.TESSERA_METER_FILE : undefined;

/** Counts since the last line written: one worker process serves one function, whose name the emulator sets. */
const pending = noUsage();
const functionName = () => process.env.FUNCTION_TARGET ?? process.env.K_SERVICE ?? 'unknown';

function flush() {
  if (!meterFile || Object.values(pending).every((v) => v === 0)) return;
  appendFileSync(meterFile, `${JSON.stringify({ fn: functionName(), ...pending })}\n`);
  Object.assign(pending, noUsage());
}

/** The SDK's private funnels, as the installed @google-cloud/firestore defines them. */
interface Funnels {
  request(method: string, request: unknown, ...rest: unknown[]): Promise<unknown>;
  requestStream(method: string, ...rest: unknown[]): Promise<NodeJS.ReadableStream>;
}

/**
 * Adds what Firestore bills for every call of this process's Admin SDK to `into` (from now on: the funnels stay
 * wrapped). Below, for the meter's file; the tests count one call's usage with it (tests/support/firestoreUsage.ts).
 */
export function meterFirestore(into: Usage) {
  const proto = Firestore.prototype as unknown as Funnels;
  const request = proto.request;
  proto.request = function (this: Funnels, method, body, ...rest) {
    if (method === 'commit' || method === 'batchWrite') addUsage(into, writesOf(body as Parameters<typeof writesOf>[0]));
    return request.call(this, method, body, ...rest);
  };
  const requestStream = proto.requestStream;
  proto.requestStream = async function (this: Funnels, method, ...rest) {
    const stream = await requestStream.call(this, method, ...rest);
    // watched through `emit`, so the stream's flow (paused until its reader resumes it) stays the reader's
    let documents = 0;
    const emit = stream.emit;
    stream.emit = function (this: NodeJS.ReadableStream, event: string | symbol, ...args: unknown[]) {
      if (event === 'data') {
        const reads = readsOfMessage(method, args[0] as StreamMessage);
        documents += reads;
        into.reads += reads;
      } else if (event === 'end') into.reads += queryEnded(method, documents);
      return emit.call(this, event, ...args);
    } as typeof stream.emit;
    return stream;
  };
}

type Handler = (...args: unknown[]) => unknown;

/** A function's handler, timed from its call until its promise settles or, over HTTP, until the answer is sent. */
function metered(handler: Handler, http: boolean, instance: Instance): Handler {
  return function (this: unknown, ...args: unknown[]) {
    const started = performance.now();
    const done = () => {
      addUsage(pending, invocationUsage(performance.now() - started, instance));
      flush();
    };
    if (http) {
      const res = args[1] as { write: Handler; end: Handler; once(event: string, f: () => void): void };
      const count = (chunk: unknown) => {
        if (typeof chunk === 'string' || chunk instanceof Uint8Array) pending.bytesOut += Buffer.byteLength(chunk);
      };
      const write = res.write;
      const end = res.end;
      res.write = function (this: unknown, chunk: unknown, ...rest: unknown[]) {
        count(chunk);
        return write.call(this, chunk, ...rest);
      };
      res.end = function (this: unknown, chunk: unknown, ...rest: unknown[]) {
        if (typeof chunk !== 'function') count(chunk);
        return end.call(this, chunk, ...rest);
      };
      // 'close' comes once the answer is sent, and also when the caller went away first
      res.once('close', done);
      return handler.apply(this, args);
    }
    return Promise.resolve()
      .then(() => handler.apply(this, args))
      .finally(done);
  };
}

/** Every constructor of the given firebase-functions module, its handler (the last argument) wrapped. */
function meterConstructors(module: string, names: readonly string[], http: boolean) {
  // the module object itself, not a bundler's read-only copy of it: the areas' calls read these properties
  const exports = createRequire(__filename)(module) as Record<string, Handler>;
  for (const name of names) {
    const make = exports[name];
    if (!make) continue;
    exports[name] = (...args: unknown[]) => {
      const last = args.length - 1;
      // the options come first when given (a path or a schedule alone leaves the defaults)
      const options = typeof args[0] === 'object' ? (args[0] as Parameters<typeof instanceOf>[0]) : undefined;
      if (typeof args[last] === 'function') args[last] = metered(args[last] as Handler, http, instanceOf(options));
      return make(...args);
    };
  }
}

if (meterFile) {
  meterFirestore(pending);
  meterConstructors(
    'firebase-functions/v2/firestore',
    ['onDocumentCreated', 'onDocumentUpdated', 'onDocumentDeleted', 'onDocumentWritten'],
    false,
  );
  meterConstructors('firebase-functions/v2/scheduler', ['onSchedule'], false);
  meterConstructors('firebase-functions/v2/https', ['onRequest'], true);
  // reads and writes made after an invocation ended (work it did not await) reach the file all the same
  setInterval(flush, 1000).unref();
}
