/**
 * A failed API call: `code` is the server's error code (`err`) or NETWORK when nothing answered; `retryAt` (ISO time)
 * when a rate limit said when to try again.
 */
export class ApiFailure extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly issues?: { path: string; message: string }[],
    readonly retryAt?: string,
  ) {
    super(code);
  }
}

/** Every failed API call, for app-wide reactions (e.g. MISSING_ADDRESS_INFO leads a member to their data). */
const listeners = new Set<(failure: ApiFailure) => void>();

export const apiFailures = {
  emit(failure: ApiFailure): void {
    listeners.forEach((l) => l(failure));
  },
  subscribe(listener: (failure: ApiFailure) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
