const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Triggers run asynchronously: polls `check` until it holds (true) or the time is up (false). */
export async function settles(check: () => Promise<boolean>, timeoutMs = 45_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await pause(300);
  }
  return false;
}

/**
 * Reads until `ok` holds or the time is up, and returns the last value read (for a readable assertion). `intervalMs`
 * between reads: longer where a read is itself costly (a count over a large collection, which the emulator scans).
 */
export async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 60_000, intervalMs = 300): Promise<T> {
  const until = Date.now() + timeoutMs;
  let v = await read();
  while (!ok(v) && Date.now() < until) {
    await pause(intervalMs);
    v = await read();
  }
  return v;
}
