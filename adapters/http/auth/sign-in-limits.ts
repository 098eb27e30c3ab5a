import { SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { ThrottlerOptions } from '@nestjs/throttler';
import type { FastifyRequest as Request } from 'fastify';
import { normaliseEmail } from '../../../core';
import type { AppConfig } from '../../config';
import { routeMetadata } from '../common/route-metadata';
import { addressTracker, clientKeyOf } from './client-address';

const SIGN_IN = 'bandwise:sign-in';
/** The window of the sign-in limits: as long as a sign-in link lives. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/**
 * Marks the admin sign-in endpoints: besides the general limit they are limited per client
 * address and, when the body names an e-mail address, per pair of that address and the client,
 * so nobody can flood an admin's inbox quickly, and a stranger who spends their own allowance for
 * an admin's address does not spend the admin's. `perEmail: false` for a step that sends nothing
 * and proves nothing (checking an address's form), so one press of "Send Magic Link" counts once.
 */
export const SignIn = ({ perEmail = true }: { perEmail?: boolean } = {}) => SetMetadata(SIGN_IN, { perEmail });
const signInOf = routeMetadata<{ perEmail: boolean }>(SIGN_IN);
const isSignIn = (context: ExecutionContext): boolean => signInOf(context) !== undefined;

const emailOf = (req: Request): string | null => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? normaliseEmail(email).slice(0, 254) : null;
};

/** The two extra throttlers; skipped on every other route. */
export function signInThrottlers(config: AppConfig): ThrottlerOptions[] {
  return [
    {
      name: 'sign-in-address',
      ttl: SIGN_IN_WINDOW_MS,
      limit: config.signInPerAddress,
      skipIf: (context) => !isSignIn(context),
      getTracker: addressTracker,
    },
    {
      name: 'sign-in-email',
      ttl: SIGN_IN_WINDOW_MS,
      limit: config.signInPerEmail,
      skipIf: (context) => !signInOf(context)?.perEmail || emailOf(context.switchToHttp().getRequest<Request>()) === null,
      getTracker: (req) => `email:${emailOf(req as unknown as Request)}|ip:${clientKeyOf((req as unknown as Request).ip)}`,
    },
  ];
}
