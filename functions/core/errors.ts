/** Base of the errors a service raises on purpose; the HTTP layer maps `status` to the response. */
export class AppError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** A named resource does not exist in the caller's instance. */
export class NotFoundError extends AppError {
  constructor(message: string) {
    super(message, 404, 'NOT_FOUND');
  }
}

/** The write conflicts with what is stored (a duplicate, or a concurrent change). */
export class ConflictError extends AppError {
  constructor(message: string) {
    super(message, 409, 'CONFLICT');
  }
}

/** The input is well-formed but cannot be used: a bad cursor, a forbidden transition. */
export class BadRequestError extends AppError {
  constructor(message: string) {
    super(message, 400, 'BAD_REQUEST');
  }
}

/** The input breaks a rule about its fields; each field error names the field by its path (`body.password`). */
export class InvalidInputError extends AppError {
  constructor(
    message: string,
    readonly fieldErrors: readonly { path: string; message: string }[],
  ) {
    super(message, 400, 'VALIDATION');
  }
}

/** The caller may not do this. */
export class ForbiddenError extends AppError {
  constructor(message = 'Forbidden') {
    super(message, 403, 'FORBIDDEN');
  }
}
