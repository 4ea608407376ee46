// Triggers of bulk uploads, wired by index.ts.
export {};
