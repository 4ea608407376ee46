// Triggers of members (deceased propagation), wired by index.ts.
export {};
