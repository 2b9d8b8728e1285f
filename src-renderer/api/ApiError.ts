import type { ApiErrorBody } from '../../src-shared/api/errors';
import { DISABLED_USER_REASON, firstFieldError } from '../../src-shared/api/errors';

/** A failed API call. status 0 means the server could not be reached at all. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    /** The body as it came, for the few calls whose errors carry more than the common shape. */
    readonly raw: unknown = null,
  ) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  get isDisabledUser(): boolean {
    return this.status === 403 && this.body?.reason === DISABLED_USER_REASON;
  }

  /** The server's own words for a form: the first field error, else its message. */
  get serverMessage(): string | undefined {
    if (!this.body) return undefined;
    return firstFieldError(this.body) ?? (this.body.message || undefined);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
