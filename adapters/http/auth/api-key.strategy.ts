import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-http-bearer';
import { ApiKeyAuthenticator } from '../../auth/api-key-authenticator';
import type { Principal } from './principal';

/** Bearer authentication with an API key (passport-http-bearer). */
@Injectable()
export class ApiKeyStrategy extends PassportStrategy(Strategy, 'api-key') {
  constructor(private readonly authenticator: ApiKeyAuthenticator) {
    super();
  }

  async validate(token: string): Promise<Principal | false> {
    const identity = await this.authenticator.authenticate(token);
    return identity ? { kind: 'api-key', ...identity } : false;
  }
}
