/** Typed errors thrown by services; one error handler maps them to HTTP with the body shapes of product 0424. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Replaces the default `{message}` body where product 0424 gives another shape (field errors). */
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export class ValidationError extends AppError {
  constructor(message: string, body?: Record<string, unknown>) {
    super(400, message, body);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication credentials were not provided.') {
    super(401, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to perform this action.') {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, body?: Record<string, unknown>) {
    super(409, message, body);
  }
}

/** The row a lookup or a delete found, or a NotFoundError with `message` where it found none. */
export function foundOr<T>(row: T | undefined, message: string): T {
  if (row === undefined) throw new NotFoundError(message);
  return row;
}
