import { z } from 'zod';
import { authMessages as m } from './messages/auth';

// Loose on purpose: the spec asks for "a simple address pattern", and the server lower-cases it.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function email(invalidMessage: string) {
  return z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, m.emailRequired)
    .max(254, invalidMessage)
    .regex(emailPattern, invalidMessage);
}

// bcrypt-style hashes ignore bytes past 72 and long inputs are a cheap DoS on scrypt, so cap it.
const passwordMax = 128;

export const loginSchema = z.object({
  email: email(m.emailInvalid),
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(passwordMax),
});
export type LoginInput = z.infer<typeof loginSchema>;

function registerShape(messages: { emailInvalid: string; passwordTooShort: string }) {
  return z.object({
    name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(120),
    email: email(messages.emailInvalid),
    password: z
      .string({ error: m.newPasswordRequired })
      .min(1, m.newPasswordRequired)
      .min(6, messages.passwordTooShort)
      .max(passwordMax),
  });
}

/** The registration form: texts of SPEC.md section 5. */
export const registerSchema = registerShape({
  emailInvalid: m.emailInvalid,
  passwordTooShort: m.passwordTooShortForm,
});
/** The same rules on the API, worded as the service errors of SPEC.md section 8. */
export const registerRequestSchema = registerShape({
  emailInvalid: m.emailInvalidService,
  passwordTooShort: m.passwordTooShort,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: email(m.emailInvalid) });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z.string().min(1, m.resetTokenInvalid).max(512),
  password: z
    .string({ error: m.newPasswordRequired })
    .min(1, m.newPasswordRequired)
    .min(6, m.passwordTooShortForm)
    .max(passwordMax),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset page's question before it shows the form: would this link still work? */
export const resetLinkCheckSchema = resetPasswordSchema.pick({ token: true });
export const resetLinkStatusSchema = z.object({ usable: z.boolean() });
export type ResetLinkStatus = z.infer<typeof resetLinkStatusSchema>;

export const licenceSchema = z.object({
  kind: z.enum(['annual', 'lifetime']).nullable(),
  expiresAt: z.string().nullable(),
  active: z.boolean(),
});

export const meSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  plan: z.string(),
  credits: z.number().int(),
  analysisCount: z.number().int(),
  licence: licenceSchema,
  createdAt: z.string(),
});
export type Me = z.infer<typeof meSchema>;

/** GET /api/auth/session: the signed-in user or null; "no session" is an answer, not a 401. */
export const sessionResponseSchema = z.object({ user: meSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const registerResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed_in'), user: meSchema }),
  z.object({ status: z.literal('confirmation_required'), message: z.string() }),
]);
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const loginResponseSchema = z.object({ user: meSchema });
export const okResponseSchema = z.object({ ok: z.literal(true), message: z.string().optional() });
