import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-http-bearer';
import { ApiKeyAuthenticator, type KeyRefusal } from '../../auth/api-key-authenticator';
import type { Principal } from './principal';

/** Bearer authentication with an API key (passport-http-bearer). */
@Injectable()
export class ApiKeyStrategy extends PassportStrategy(Strategy, 'api-key') {
  constructor(private readonly authenticator: ApiKeyAuthenticator) {
    super();
  }

  async validate(token: string): Promise<Principal | false> {
    const { identity, refusal } = await this.authenticator.check(token);
    if (refusal) throw new KeyRefused(refusal);
    return identity ? { kind: 'api-key', ...identity } : false;
  }
}

/** A key its holder sent after it was revoked or expired: the answer says which, and how to go on. */
export class KeyRefused extends Error {
  constructor(readonly refusal: NonNullable<KeyRefusal>) {
    super(`This API key ${refusal === 'revoked' ? 'was revoked' : 'has expired'}: create a new one with POST /api/generate-key.`);
  }
}
