// Account verification and password reset by e-mail (citizen portal). Request schemas are what the
// server accepts; response schemas are what the portal reads.
import { z } from 'zod';
import { messages } from '../messages';
import { isValidEmail, rules } from '../validation/rules';

const v = messages.validation;

export const ACCOUNT_CODE_LENGTH = 6;

/** The code as typed: spaces and dashes a reader may add are dropped. */
export const accountCodeSchema = z
  .string()
  .max(20)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => new RegExp(`^\\d{${ACCOUNT_CODE_LENGTH}}$`).test(value), messages.accountCodes.verify.codeFormat);

/** The link's token: 32 random bytes in base64url. */
export const accountLinkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, v.invalid);

const emailSchema = z.string().trim().min(1, v.required).max(255).refine(isValidEmail, v.email).transform((value) => value.toLowerCase());

/** GET user/verification and POST user/verification/send. */
export const verificationStatusSchema = z.object({
  verified: z.boolean(),
  email: z.string().nullable(),
  /** Seconds until another code may be sent (0: now). */
  resend_in: z.number().int().nonnegative(),
  /** A code was sent and is still usable. */
  code_sent: z.boolean(),
  message: z.string().optional(),
});
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

/** POST user/verification/verify. */
export const verifyByCodeRequestSchema = z.object({ code: accountCodeSchema });

/** POST auth/verify-account (the e-mail's link, public). */
export const verifyByTokenRequestSchema = z.object({ token: accountLinkTokenSchema });

/** POST auth/forgot-password. */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

/** POST auth/reset-password: the link's token, or the e-mail and the code it received. */
export const resetPasswordRequestSchema = z
  .object({
    token: accountLinkTokenSchema.optional(),
    email: emailSchema.optional(),
    code: accountCodeSchema.optional(),
    password: z.string().max(200).refine((value) => rules.password(value) === null, v.password),
    password_confirmation: z.string().max(200),
  })
  .superRefine((data, ctx) => {
    if (data.password_confirmation !== data.password) ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: v.confirmed });
    if (data.token === undefined) {
      if (data.email === undefined) ctx.addIssue({ code: 'custom', path: ['email'], message: v.required });
      if (data.code === undefined) ctx.addIssue({ code: 'custom', path: ['code'], message: v.required });
    }
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
