// Triggers of the mail outbox, wired by index.ts.
export {};
