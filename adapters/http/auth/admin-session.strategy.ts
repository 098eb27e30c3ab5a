import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-http-bearer';
import { AdminSessions } from '../../../core';
import type { Principal } from './principal';

/** Bearer authentication with an admin session token (bws_...), issued after a sign-in link. */
@Injectable()
export class AdminSessionStrategy extends PassportStrategy(Strategy, 'admin-session') {
  constructor(private readonly sessions: AdminSessions) {
    super();
  }

  async validate(token: string): Promise<Principal | false> {
    const admin = await this.sessions.authenticate(token);
    return admin ? { kind: 'admin', email: admin.email, sessionId: admin.sessionId } : false;
  }
}
