import * as v from 'valibot';
import type { Plan } from './plans';
import { MESSAGES, emailField, newPasswordField, requiredString, roleField, type Role } from './common';

export const loginSchema = v.object({
  email: emailField,
  password: v.pipe(v.string(MESSAGES.passwordRequired), v.nonEmpty(MESSAGES.passwordRequired), v.maxLength(128)),
});
export type LoginInput = v.InferOutput<typeof loginSchema>;

export const signupSchema = v.pipe(
  v.object({
    company: requiredString('Company name is a required field'),
    name: requiredString(MESSAGES.nameRequired),
    email: emailField,
    password: newPasswordField,
    confirmPassword: v.string(MESSAGES.passwordsDoNotMatch),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (i) => i.password === i.confirmPassword, MESSAGES.passwordsDoNotMatch),
    ['confirmPassword'],
  ),
);
export type SignupInput = v.InferOutput<typeof signupSchema>;

export const tokenSchema = v.object({ token: v.pipe(v.string(), v.nonEmpty('The link is invalid or has expired'), v.maxLength(200)) });

export const forgotPasswordSchema = v.object({ email: emailField });

export const resetPasswordSchema = v.pipe(
  v.object({
    token: v.pipe(v.string(), v.nonEmpty('The link is invalid or has expired'), v.maxLength(200)),
    password: newPasswordField,
    confirmPassword: v.string(MESSAGES.passwordsDoNotMatch),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (i) => i.password === i.confirmPassword, MESSAGES.passwordsDoNotMatch),
    ['confirmPassword'],
  ),
);

export const changePasswordSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(MESSAGES.passwordRequired), v.nonEmpty(MESSAGES.passwordRequired)),
    password: newPasswordField,
    confirmPassword: v.string(MESSAGES.passwordsDoNotMatch),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (i) => i.password === i.confirmPassword, MESSAGES.passwordsDoNotMatch),
    ['confirmPassword'],
  ),
);

export const acceptInvitationSchema = v.pipe(
  v.object({
    token: v.pipe(v.string(), v.nonEmpty('The link is invalid or has expired'), v.maxLength(200)),
    name: requiredString(MESSAGES.nameRequired),
    password: newPasswordField,
    confirmPassword: v.string(MESSAGES.passwordsDoNotMatch),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (i) => i.password === i.confirmPassword, MESSAGES.passwordsDoNotMatch),
    ['confirmPassword'],
  ),
);

/** What the SPA learns about the signed-in user. */
export type SessionUser = {
  id: string;
  accountId: string;
  email: string;
  name: string;
  role: Role;
  isBooker: boolean;
  timezone: string;
  onboarded: boolean;
};
/** `plan` lets every screen disable an Enterprise-only control up front (the server refuses it anyway). */
export type SessionAccount = {
  id: string;
  company: string;
  logoUrl: string | null;
  defaultTimezone: string;
  onboarded: boolean;
  plan: Plan;
};
export type SessionDto = { user: SessionUser; account: SessionAccount };
/** GET /api/auth/reset/:token: whose password a reset link sets. */
export type ResetLinkDto = { email: string };
/** POST /api/auth/sso: where the browser goes to sign in with the organization's identity provider. */
export type SsoStartDto = { redirectUrl: string };
/** The answer of sign-up and forgot-password: only a notice, the same whether or not the address is known. */
export type SentNoticeDto = { meta: { message: string } };

export const FORGOT_PASSWORD_SENT = (email: string) =>
  `If an account exists for ${email}, a reset link is on its way. It arrives within 5 minutes.`;
export const SIGNUP_SENT = (email: string) => `We sent a confirmation link to ${email}. Open it to finish signing up.`;
export { roleField };
