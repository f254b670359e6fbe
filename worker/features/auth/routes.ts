import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import {
  changePasswordSchema,
  FORGOT_PASSWORD_SENT,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  SIGNUP_SENT,
  signupSchema,
  tokenSchema,
  type SentNoticeDto,
} from '../../contracts/auth';
import { optionalSessionSchema, resetLinkSchema, sentNoticeSchema, sessionSchema, ssoStartSchema } from '../../contracts/auth-responses';
import { dataOf } from '../../contracts/response-kit';
import { ssoCallbackQuery, ssoStartInputSchema } from '../../contracts/sso';
import { DomainError } from '../../core/errors';
import { clearSessionCookie, clearSsoAttemptCookie, readSsoAttemptCookie, setSessionCookie, setSsoAttemptCookie } from '../../http/cookies';
import { unauthorized } from '../../http/errors';
import { clientIp, doc } from '../../http/openapi';
import { enforceRateLimit } from '../../lib/rate-limit';
import { signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import * as auth from './service';

const SESSION_MAX_AGE = auth.SESSION_TTL_MS / 1000;

export const authRoutes = new Hono<AppEnv>()
  // ?optional=1 is the SPA's probe: signed out is an answer (data: null), not an error, so the browser
  // logs no failed request on the sign-in page.
  .get(
    '/session',
    doc('auth', 'The signed-in user and organization; with ?optional=1, null when signed out', {
      public: true,
      ok: { schema: optionalSessionSchema },
    }),
    validate('query', v.object({ optional: v.optional(v.literal('1')) })),
    async (c) => {
      if (!c.var.caller && !c.req.valid('query').optional) throw unauthorized();
      return c.json({ data: c.var.caller ? await auth.sessionDto(c.var.db, c.var.caller.userId) : null });
    },
  )
  .post(
    '/login',
    doc('auth', 'Sign in with e-mail and password', {
      public: true,
      rateLimited: true,
      ok: { schema: dataOf(sessionSchema), description: 'Signed in; the session cookie is set' },
    }),
    validate('json', loginSchema),
    async (c) => {
      const db = c.var.db;
      const token = await auth.login(c.env, db, c.req.valid('json'), clientIp(c.req));
      setSessionCookie(c, token, SESSION_MAX_AGE);
      const session = await auth.resolveSession(db, token);
      return c.json({ data: await auth.sessionDto(db, session!.user.id) });
    },
  )
  .post('/logout', doc('auth', 'Sign out', { ok: { status: 204 } }), async (c) => {
    if (c.var.caller) await auth.logout(c.var.db, c.var.caller.sessionHash);
    clearSessionCookie(c);
    return c.body(null, 204);
  })
  .post(
    '/signup',
    doc('auth', 'Ask for a sign-up confirmation link', { public: true, rateLimited: true, ok: { status: 202, schema: sentNoticeSchema } }),
    validate('json', signupSchema),
    async (c) => {
      const input = c.req.valid('json');
      await auth.requestSignup(c.env, c.var.db, input, clientIp(c.req));
      return c.json({ meta: { message: SIGNUP_SENT(input.email) } } satisfies SentNoticeDto, 202);
    },
  )
  .post(
    '/register',
    doc('auth', 'Finish sign-up from the e-mailed link', {
      public: true,
      ok: { status: 201, schema: dataOf(sessionSchema), description: 'Signed up and signed in; the session cookie is set' },
    }),
    validate('json', tokenSchema),
    async (c) => {
      const db = c.var.db;
      const token = await auth.completeSignup(db, c.req.valid('json').token);
      setSessionCookie(c, token, SESSION_MAX_AGE);
      const session = await auth.resolveSession(db, token);
      return c.json({ data: await auth.sessionDto(db, session!.user.id) }, 201);
    },
  )
  .post(
    '/forgot-password',
    doc('auth', 'E-mail a password reset link', { public: true, rateLimited: true, ok: { status: 202, schema: sentNoticeSchema } }),
    validate('json', forgotPasswordSchema),
    async (c) => {
      const { email } = c.req.valid('json');
      await auth.requestPasswordReset(c.env, c.var.db, email, clientIp(c.req));
      return c.json({ meta: { message: FORGOT_PASSWORD_SENT(email) } } satisfies SentNoticeDto, 202);
    },
  )
  .get(
    '/reset/:token',
    doc('auth', 'Check a password reset link', { public: true, ok: { schema: dataOf(resetLinkSchema) } }),
    validate('param', v.object({ token: v.pipe(v.string(), v.maxLength(200)) })),
    async (c) => {
      return c.json({ data: await auth.checkResetToken(c.var.db, c.req.valid('param').token) });
    },
  )
  .post(
    '/reset-password',
    doc('auth', 'Set a new password from a reset link', {
      public: true,
      ok: { schema: dataOf(sessionSchema), description: 'Password set, other sessions ended, signed in; the session cookie is set' },
    }),
    validate('json', resetPasswordSchema),
    async (c) => {
      const db = c.var.db;
      const { token, password } = c.req.valid('json');
      const sessionToken = await auth.resetPassword(db, token, password);
      setSessionCookie(c, sessionToken, SESSION_MAX_AGE);
      const session = await auth.resolveSession(db, sessionToken);
      return c.json({ data: await auth.sessionDto(db, session!.user.id) });
    },
  )
  .post(
    '/sso',
    doc('auth', 'Start single sign-on for a work e-mail', { public: true, rateLimited: true, ok: { schema: dataOf(ssoStartSchema) } }),
    validate('json', ssoStartInputSchema),
    async (c) => {
      await enforceRateLimit(c.env, `sso-ip:${clientIp(c.req)}`, 20, 15 * 60_000);
      const { email, next } = c.req.valid('json');
      const { redirectUrl, attempt } = await auth.startSso(c.env, c.var.db, email, next);
      if (attempt) setSsoAttemptCookie(c, attempt, auth.SSO_ATTEMPT_TTL_MS / 1000);
      return c.json({ data: { redirectUrl } });
    },
  )
  .get(
    '/sso/callback',
    doc('auth', "The identity provider's redirect back: signs the member in and opens the app", {
      public: true,
      redirect: 'Signed in: the app (session cookie set); refused: /login/okta with the reason in ?error=',
    }),
    validate('query', ssoCallbackQuery),
    async (c) => {
      const sealed = readSsoAttemptCookie(c);
      // One attempt, one callback: the attempt is gone whatever the outcome.
      clearSsoAttemptCookie(c);
      try {
        const token = await auth.finishSso(c.env, c.var.db, new URL(c.req.url), sealed);
        setSessionCookie(c, token, SESSION_MAX_AGE);
        return c.redirect('/', 302);
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        return c.redirect(`/login/okta?error=${encodeURIComponent(err.message)}`, 302);
      }
    },
  );

export const passwordRoutes = signedInRoutes().post(
  '/change',
  doc('auth', "Change the signed-in user's password", {
    rateLimited: true,
    ok: { status: 204, description: 'Changed; other sessions ended and a fresh session cookie is set' },
  }),
  validate('json', changePasswordSchema),
  async (c) => {
    const { currentPassword, password } = c.req.valid('json');
    const token = await auth.changePassword(c.env, c.var.db, c.var.caller.userId, currentPassword, password);
    setSessionCookie(c, token, SESSION_MAX_AGE);
    return c.body(null, 204);
  },
);
