/** A refusal the member or the caller should see: becomes `{status_code, result, error}`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly result: unknown = null,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, result: unknown = null) => new ApiError(400, message, result);
export const unauthorized = (message = 'Unauthorized') => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
