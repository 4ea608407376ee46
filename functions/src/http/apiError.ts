import type { ErrorDetails, ServerErrorCode } from '@tessera/domain/errors';

/** A failure answered as `{ err: code }` with the code's 4xx status (ERROR_STATUS), plus its details when it has some. */
export class ApiError extends Error {
  constructor(
    readonly code: ServerErrorCode,
    readonly issues?: { path: string; message: string }[],
    readonly details?: ErrorDetails,
  ) {
    super(code);
  }
}
