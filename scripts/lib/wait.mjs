// Waits for local services to answer.
export async function waitFor(url, { timeoutMs = 120_000, ok = (res) => res.status < 500 } = {}) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (ok(res)) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
