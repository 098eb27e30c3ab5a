import type { Provider } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { AdminSessions, IssueSignInLink, MessageDispatcher, SendSignInLink, StartAdminSession, ValidateAdminEmail, type Clock, type Mailer } from '../core';
import type { AppConfig } from './config';
import { MAILER } from './messaging-tokens';
import { MikroAdminSessionStore, MikroMagicLinkStore } from './persistence/mikro-admin-store';
import { MikroApiKeyStore } from './persistence/mikro-api-key-store';
import { sha256Hasher } from './persistence/sha256-hasher';
import { systemRandom } from './system-ports';
import { APP_CONFIG, CLOCK } from './tokens';

/** Admin sign-in: links and sessions stored hashed, links e-mailed through the configured mailer. */
export const ADMIN_PROVIDERS: Provider[] = [
  { provide: MikroMagicLinkStore, useFactory: (orm: MikroORM) => new MikroMagicLinkStore(orm), inject: [MikroORM] },
  { provide: MikroAdminSessionStore, useFactory: (orm: MikroORM) => new MikroAdminSessionStore(orm), inject: [MikroORM] },
  { provide: ValidateAdminEmail, useFactory: (keys: MikroApiKeyStore) => new ValidateAdminEmail({ keys }), inject: [MikroApiKeyStore] },
  {
    provide: IssueSignInLink,
    useFactory: (keys: MikroApiKeyStore, links: MikroMagicLinkStore, clock: Clock, config: AppConfig) =>
      new IssueSignInLink({ keys, links, hasher: sha256Hasher, random: systemRandom, clock, publicUrl: config.publicUrl }),
    inject: [MikroApiKeyStore, MikroMagicLinkStore, CLOCK, APP_CONFIG],
  },
  {
    provide: SendSignInLink,
    useFactory: (issue: IssueSignInLink, dispatcher: MessageDispatcher, mailer: Mailer, config: AppConfig) =>
      new SendSignInLink({ issue, dispatcher, mailer, production: config.production, productName: 'Bandwise' }),
    inject: [IssueSignInLink, MessageDispatcher, MAILER, APP_CONFIG],
  },
  {
    provide: StartAdminSession,
    useFactory: (links: MikroMagicLinkStore, sessions: MikroAdminSessionStore, clock: Clock, config: AppConfig) =>
      new StartAdminSession({ links, sessions, hasher: sha256Hasher, random: systemRandom, clock, sessionHours: config.adminSessionHours }),
    inject: [MikroMagicLinkStore, MikroAdminSessionStore, CLOCK, APP_CONFIG],
  },
  {
    provide: AdminSessions,
    useFactory: (sessions: MikroAdminSessionStore, links: MikroMagicLinkStore, clock: Clock) => new AdminSessions({ sessions, links, hasher: sha256Hasher, clock }),
    inject: [MikroAdminSessionStore, MikroMagicLinkStore, CLOCK],
  },
];
