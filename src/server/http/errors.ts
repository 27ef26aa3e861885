import type { RuleError } from '../../shared/rules/types';

/**
 * A refusal the member or the caller should see: becomes `{status_code, result, error}`. The
 * message is English; it is told in the caller's language as it leaves (`sendError`). A failed
 * shared rule keeps its key and values, so its text is made in that language.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly result: unknown = null,
    readonly rule: RuleError | null = null,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, result: unknown = null) => new ApiError(400, message, result);
export const unauthorized = (message = 'Unauthorized') => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
