import type { Provider } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { IssueApiKey, RecordPolicyAcceptance, type Clock } from '../core';
import { ApiKeyAuthenticator } from './auth/api-key-authenticator';
import { DataVersions } from './persistence/data-versions';
import { MikroApiKeyStore } from './persistence/mikro-api-key-store';
import { MikroPolicyAcceptanceLog } from './persistence/mikro-policy-acceptance-log';
import { MikroSearchReader } from './persistence/mikro-search-reader';
import { ImeiHasher } from './persistence/imei-hasher';
import { MikroViolationLog } from './persistence/mikro-violation-log';
import { sha256Hasher } from './persistence/sha256-hasher';
import { systemRandom } from './system-ports';
import type { AppConfig } from './config';
import { APP_CONFIG, CLOCK } from './tokens';

/** API keys, search reading and the policy: bound to their MikroORM adapters. */
export const ACCESS_PROVIDERS: Provider[] = [
  { provide: MikroApiKeyStore, useFactory: (orm: MikroORM) => new MikroApiKeyStore(orm), inject: [MikroORM] },
  { provide: MikroSearchReader, useFactory: (orm: MikroORM) => new MikroSearchReader(orm), inject: [MikroORM] },
  {
    provide: ApiKeyAuthenticator,
    useFactory: (keys: MikroApiKeyStore, versions: DataVersions) => new ApiKeyAuthenticator(keys, sha256Hasher, versions),
    inject: [MikroApiKeyStore, DataVersions],
  },
  {
    provide: MikroViolationLog,
    useFactory: (orm: MikroORM, hasher: ImeiHasher) => new MikroViolationLog(orm, (client) => hasher.hash(`rate-limited:${client}`)),
    inject: [MikroORM, ImeiHasher],
  },
  {
    provide: IssueApiKey,
    useFactory: (keys: MikroApiKeyStore, clock: Clock, config: AppConfig) =>
      new IssueApiKey({
        keys, hasher: sha256Hasher, random: systemRandom, clock,
        policy: { ttlDays: config.apiKeys.ttlDays, perEmail: config.apiKeys.perEmail, perClient: config.apiKeys.perAddress },
      }),
    inject: [MikroApiKeyStore, CLOCK, APP_CONFIG],
  },
  {
    provide: RecordPolicyAcceptance,
    useFactory: (searches: MikroSearchReader, orm: MikroORM, clock: Clock) =>
      new RecordPolicyAcceptance({ searches, log: new MikroPolicyAcceptanceLog(orm), clock }),
    inject: [MikroSearchReader, MikroORM, CLOCK],
  },
];
