// Triggers of cards, wired by index.ts.
export {};
