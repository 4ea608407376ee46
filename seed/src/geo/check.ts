/** A build stops at the first inconsistency between its sources, with a message naming it. */
class BuildError extends Error {
  constructor(message: string) {
    super(`geo build: ${message}`);
    this.name = 'BuildError';
  }
}

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new BuildError(message);
}
