import { describe, expect, it } from 'vitest';
import { messages } from '../../src-shared/messages';
import { ApiError } from '../api/ApiError';
import { fieldErrorsOf, refusalOf } from './serverErrors';

describe('server errors on a form', () => {
  it('put field errors on their fields, and nothing on the form as a whole', () => {
    const error = new ApiError(422, { message: messages.server.invalidBody, errors: { current_password: [messages.server.currentPasswordWrong] } });
    expect(fieldErrorsOf(error)).toEqual({ current_password: messages.server.currentPasswordWrong });
    expect(refusalOf(error)).toBeNull();
  });

  it("show a refusal that names no field (too many attempts) in the server's words", () => {
    const error = new ApiError(429, { message: messages.server.tooManyAttempts });
    expect(fieldErrorsOf(error)).toEqual({});
    expect(refusalOf(error)).toBe(messages.server.tooManyAttempts);
  });

  it('leave an unreachable server to the toast', () => {
    expect(refusalOf(new ApiError(0, null))).toBeNull();
    expect(refusalOf(new Error('x'))).toBeNull();
  });
});
