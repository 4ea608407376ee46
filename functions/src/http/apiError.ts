import type { ServerErrorCode } from '@tessera/domain/errors';

/** A failure answered as `{ err: code }` with the code's 4xx status (ERROR_STATUS). */
export class ApiError extends Error {
  constructor(
    readonly code: ServerErrorCode,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(code);
  }
}
