/**
 * List prices the month is priced at, in US dollars as Google publishes them, and the free tier, from
 * https://firebase.google.com/docs/firestore/pricing (free quota) and https://cloud.google.com/firestore/pricing
 * (per location), https://cloud.google.com/run/pricing (Cloud Functions of the second generation run on Cloud Run:
 * request-based billing, Tier 1 regions such as europe-west1) and https://cloud.google.com/vpc/network-pricing
 * (internet egress from Europe).
 *
 * Checked against those pages on 2026-12-02: Firestore's free quota (50,000 reads, 20,000 writes and 20,000 deletes a
 * day, 1 GiB stored, 10 GiB out a month) and its multi-region rates below. Not checked: the regional europe-west1
 * rates, which single regions publish at about half the multi-region's, and the euro rate. So Firestore is priced at
 * the multi-region (`eur3`) rates, the dearer of the two locations docs/deploy.md offers: the figures are an upper
 * bound. Before quoting a figure to an association, read its own billing account's euro prices.
 */
export const PRICES = {
  firestore: {
    readsPer100k: 0.06,
    writesPer100k: 0.18,
    deletesPer100k: 0.02,
    storedGibMonth: 0.18,
    egressGib: 0.12,
  },
  functions: {
    invocationsPerMillion: 0.4,
    cpuSecond: 0.000024,
    gibSecond: 0.0000025,
    egressGib: 0.12,
  },
  /** Firestore's is per day (unused quota does not carry over); the functions' per month, per billing account */
  free: {
    readsPerDay: 50_000,
    writesPerDay: 20_000,
    deletesPerDay: 20_000,
    storedGib: 1,
    firestoreEgressGibMonth: 10,
    invocationsMonth: 2_000_000,
    cpuSecondsMonth: 180_000,
    gibSecondsMonth: 360_000,
    functionsEgressGibMonth: 1,
  },
  /** Euros per dollar, the rate the table converts at (Google bills a euro account at its own euro SKU prices) */
  eurPerUsd: 0.86,
} as const;

export type Prices = typeof PRICES;
