import type { ErrorCode, FieldErrors } from '@platform/shared/errors';

/** The one error type of the server: a code from the shared catalogue, an HTTP status, a message. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static validation(errors: FieldErrors, message = firstMessage(errors)): AppError {
    return new AppError('VALIDATION_ERROR', 422, message, undefined, errors);
  }

  static notFound(message: string, code: ErrorCode = 'NOT_FOUND'): AppError {
    return new AppError(code, 404, message);
  }

  static unauthenticated(message = 'Please sign in again.'): AppError {
    return new AppError('UNAUTHENTICATED', 401, message);
  }

  static forbidden(message = 'You do not have permission to do that.'): AppError {
    return new AppError('FORBIDDEN', 403, message);
  }
}

function firstMessage(errors: FieldErrors): string {
  const first = Object.values(errors)[0]?.[0];
  return first ?? 'The request is not valid.';
}
