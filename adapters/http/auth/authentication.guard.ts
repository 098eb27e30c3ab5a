import { ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest as Request } from 'fastify';
import { SESSION_TOKEN_PREFIX } from '../../../core';
import { ApiKeyUsage } from '../../persistence/api-key-usage';
import { routeMetadata } from '../common/route-metadata';
import { ACCESS, type Access } from './access.decorator';
import { KeyRefused } from './api-key.strategy';
import { principalOf } from './principal';

const MISSING: Record<Access, string> = {
  public: '',
  key: 'A valid API key is required: send Authorization: Bearer <key>. Get one from POST /api/generate-key.',
  admin: 'An admin session is required: sign in at /admin with the link e-mailed to your address, then send Authorization: Bearer <sessionToken>.',
  'key-or-admin': 'An API key or an admin session is required: send Authorization: Bearer <key or session token>. Get a key from POST /api/generate-key.',
};
const SESSION_ENDED = 'Your admin session has expired or was revoked: please sign in again at /admin.';

/** The access level a route (or its controller) declares; undefined where none does. */
const declaredAccess = routeMetadata<Access>(ACCESS, { orController: true });

const unauthorized = (error: string) => new UnauthorizedException({ error, code: 'UNAUTHORIZED' });
const forbidden = (error: string) => new ForbiddenException({ error, code: 'FORBIDDEN' });

/**
 * Runs first on every route. A bearer token, when sent, must be valid: an API key (bw_live_...)
 * or an admin session (bws_...), tried in that order; each strategy rejects the other's prefix
 * without a lookup (a public route ignores a token that fails). Then the route's access level decides: a key where a session is required is
 * forbidden (403), and the reverse too; a missing token where one is required is 401. Each
 * request an API key makes is counted here for the usage analytics, refused ones included.
 */
@Injectable()
export class AuthenticationGuard extends AuthGuard(['api-key', 'admin-session']) {
  constructor(private readonly usage: ApiKeyUsage) {
    super();
  }

  private accessOf(context: ExecutionContext): Access {
    return declaredAccess(context) ?? 'public';
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const access = this.accessOf(context);
    const req = context.switchToHttp().getRequest<Request>();
    if (!req.headers.authorization) {
      if (access !== 'public') throw unauthorized(MISSING[access]);
      return true;
    }
    // One or more spaces may follow the scheme (RFC 9110); the bearer strategies split on exactly one.
    req.headers.authorization = req.headers.authorization.trim().replace(/^Bearer\s+/i, 'Bearer ');
    if (access === 'public') return this.tolerate(context);
    await super.canActivate(context);
    const principal = principalOf(req);
    const kind = principal?.kind;
    // Every request a key makes counts for its usage analytics (an in-memory increment).
    if (principal?.kind === 'api-key') this.usage.count(principal.id);
    if (access === 'admin' && kind !== 'admin') throw forbidden('This endpoint needs an admin session; an API key cannot use it. Sign in at /admin.');
    if (access === 'key' && kind !== 'api-key') throw forbidden('This endpoint needs an API key; an admin session cannot use it. Get a key from POST /api/generate-key.');
    return true;
  }

  /**
   * A public operation ignores a wrong or stale token (it needs none), so an expired session can
   * still ask for a new sign-in link; a valid key is still recognised and counted.
   */
  private async tolerate(context: ExecutionContext): Promise<boolean> {
    try {
      await super.canActivate(context);
    } catch (e) {
      if (!(e instanceof UnauthorizedException)) throw e;
    }
    const principal = principalOf(context.switchToHttp().getRequest<Request>());
    if (principal?.kind === 'api-key') this.usage.count(principal.id);
    return true;
  }

  override handleRequest<T>(err: unknown, user: T, _info: unknown, context: ExecutionContext): T {
    if (err instanceof KeyRefused) throw unauthorized(err.message);
    if (err || !user) {
      const header = context.switchToHttp().getRequest<Request>().headers.authorization ?? '';
      if (/^Bearer\s+/i.test(header) && header.replace(/^Bearer\s+/i, '').startsWith(SESSION_TOKEN_PREFIX)) throw unauthorized(SESSION_ENDED);
      const access = this.accessOf(context);
      throw unauthorized(MISSING[access === 'public' ? 'key' : access]);
    }
    return user;
  }
}
