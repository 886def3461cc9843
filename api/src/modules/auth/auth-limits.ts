import type { AuthContext } from './auth.context';
import type { Attempt, FailureCheck } from './rate-limit';

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * The failure limits of a sign-in. A client's wrong passwords on an account hold back that client
 * only (e-mail + IP, forgotten when it signs in); the higher ceiling of the account across
 * clients is out of one client's reach (its waits grow to an hour: about 35 tries a day), so an
 * attacker cannot keep the owner out from one machine.
 */
function signInChecks(ctx: AuthContext, tenantId: string, email: string, ip: string) {
  const { signInIp, signInEmail, signInEmailCeiling } = ctx.config.auth.rateLimits;
  // One client's failures on any account (one password tried on many e-mails).
  const client: FailureCheck = {
    key: `sign-in:ip:${ip}`,
    rule: signInIp,
    memorySeconds: signInIp.windowSeconds,
    maxWaitSeconds: signInIp.windowSeconds,
  };
  const clientOnAccount: FailureCheck = {
    key: `sign-in:email-ip:${tenantId}:${email}:ip:${ip}`,
    rule: signInEmail,
    memorySeconds: DAY,
    maxWaitSeconds: HOUR,
    resetOnSuccess: true,
  };
  const account: FailureCheck = {
    key: `sign-in:email:${tenantId}:${email}`,
    rule: signInEmailCeiling,
    memorySeconds: DAY,
    maxWaitSeconds: HOUR,
  };
  return { client, clientOnAccount, account };
}

/** 429 while the client or the account waits; call succeeded() once the password matched. */
export function startSignIn(
  ctx: AuthContext,
  tenantId: string,
  email: string,
  ip: string,
): Promise<Attempt> {
  const { client, clientOnAccount, account } = signInChecks(ctx, tenantId, email, ip);
  return ctx.limiter.attempt([client, clientOnAccount, account]);
}

/**
 * After a password reset by mailed link (only the mailbox's owner gets here): the account's
 * failures and those of this client on it are forgotten, so the new password works at once.
 */
export function forgetSignInFailures(
  ctx: AuthContext,
  tenantId: string,
  email: string,
  ip: string,
): Promise<void> {
  const { clientOnAccount, account } = signInChecks(ctx, tenantId, email, ip);
  return ctx.limiter.forget([clientOnAccount.key, account.key]);
}

/**
 * Counts a request for a mailed link (recovery, confirmation re-send): per client IP, per e-mail
 * and client (each request counts; waits grow to a day: about a dozen a day), and a ceiling per
 * e-mail across clients so many IPs cannot flood a mailbox. One client's requests never use up
 * another's, so an attacker cannot stop the owner from asking.
 */
export async function consumeMailRequest(
  ctx: AuthContext,
  purpose: 'recovery' | 'confirm-resend',
  tenantId: string,
  email: string,
  ip: string,
): Promise<void> {
  const { mailIp, mailEmail, mailEmailCeiling } = ctx.config.auth.rateLimits;
  await ctx.limiter.consume([{ key: `${purpose}:ip:${ip}`, rule: mailIp }]);
  await ctx.limiter.attempt([
    {
      key: `${purpose}:email-ip:${tenantId}:${email}:ip:${ip}`,
      rule: mailEmail,
      memorySeconds: DAY,
      maxWaitSeconds: DAY,
    },
    {
      key: `${purpose}:email:${tenantId}:${email}`,
      rule: mailEmailCeiling,
      memorySeconds: DAY,
      maxWaitSeconds: DAY,
    },
  ]);
}
