// Errors a service may raise on purpose. Each carries an extension code of the spec's error
// catalogue (spec 2 §8); anything else reaching the client is masked as `unexpected`.
export type ErrorCode = 'invalid-input';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Bad input from the client: an unknown season, item or id, or an argument out of range. */
export function invalidInput(message: string): AppError {
  return new AppError('invalid-input', message);
}
