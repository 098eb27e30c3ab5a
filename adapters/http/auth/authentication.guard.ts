import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { ACCESS, type Access } from './access.decorator';

const unauthorized = () =>
  new UnauthorizedException({
    error: 'A valid API key is required: send Authorization: Bearer <key>. Get one from POST /api/generate-key.',
    code: 'UNAUTHORIZED',
  });

/**
 * Runs first on every route: a bearer key, when sent, must be valid (it then identifies the caller
 * for limits and scoping); routes marked KeyRequired refuse callers without one.
 */
@Injectable()
export class AuthenticationGuard extends AuthGuard('api-key') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const access = this.reflector.getAllAndOverride<Access>(ACCESS, [context.getHandler(), context.getClass()]) ?? 'public';
    const req = context.switchToHttp().getRequest<Request>();
    const header = req.headers.authorization;
    if (!header) {
      if (access === 'key') throw unauthorized();
      return true;
    }
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<T>(err: unknown, user: T): T {
    if (err || !user) throw unauthorized();
    return user;
  }
}
