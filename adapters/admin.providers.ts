import type { Provider } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { AdminRoster, AdminSessions, IssueSignInLink, ManageAdmins, MessageDispatcher, SendSignInLink, StartAdminSession, ValidateAdminEmail, type Clock, type Mailer } from '../core';
import type { AppConfig } from './config';
import { MAILER } from './messaging-tokens';
import { MikroAdminGrantStore } from './persistence/mikro-admin-grants';
import { MikroAdminSessionStore, MikroMagicLinkStore } from './persistence/mikro-admin-store';
import { sha256Hasher } from './persistence/sha256-hasher';
import { systemRandom } from './system-ports';
import { APP_CONFIG, CLOCK } from './tokens';

/**
 * Admin sign-in: who is an admin (ADMIN_EMAILS plus stored grants), links and sessions stored
 * hashed, links e-mailed through the configured mailer.
 */
export const ADMIN_PROVIDERS: Provider[] = [
  { provide: MikroMagicLinkStore, useFactory: (orm: MikroORM) => new MikroMagicLinkStore(orm), inject: [MikroORM] },
  { provide: MikroAdminSessionStore, useFactory: (orm: MikroORM) => new MikroAdminSessionStore(orm), inject: [MikroORM] },
  { provide: MikroAdminGrantStore, useFactory: (orm: MikroORM) => new MikroAdminGrantStore(orm), inject: [MikroORM] },
  {
    provide: AdminRoster,
    useFactory: (grants: MikroAdminGrantStore, config: AppConfig) => new AdminRoster({ grants, configured: config.adminEmails }),
    inject: [MikroAdminGrantStore, APP_CONFIG],
  },
  {
    provide: ManageAdmins,
    useFactory: (grants: MikroAdminGrantStore, roster: AdminRoster, sessions: MikroAdminSessionStore, clock: Clock) => new ManageAdmins({ grants, roster, sessions, clock }),
    inject: [MikroAdminGrantStore, AdminRoster, MikroAdminSessionStore, CLOCK],
  },
  { provide: ValidateAdminEmail, useFactory: () => new ValidateAdminEmail() },
  {
    provide: IssueSignInLink,
    useFactory: (roster: AdminRoster, links: MikroMagicLinkStore, clock: Clock, config: AppConfig) =>
      new IssueSignInLink({ roster, links, hasher: sha256Hasher, random: systemRandom, clock, publicUrl: config.publicUrl }),
    inject: [AdminRoster, MikroMagicLinkStore, CLOCK, APP_CONFIG],
  },
  {
    provide: SendSignInLink,
    useFactory: (issue: IssueSignInLink, dispatcher: MessageDispatcher, mailer: Mailer, config: AppConfig) =>
      new SendSignInLink({ issue, dispatcher, mailer, production: config.production, productName: 'Bandwise' }),
    inject: [IssueSignInLink, MessageDispatcher, MAILER, APP_CONFIG],
  },
  {
    provide: StartAdminSession,
    useFactory: (links: MikroMagicLinkStore, sessions: MikroAdminSessionStore, roster: AdminRoster, clock: Clock, config: AppConfig) =>
      new StartAdminSession({ links, sessions, roster, hasher: sha256Hasher, random: systemRandom, clock, sessionHours: config.adminSessionHours }),
    inject: [MikroMagicLinkStore, MikroAdminSessionStore, AdminRoster, CLOCK, APP_CONFIG],
  },
  {
    provide: AdminSessions,
    useFactory: (sessions: MikroAdminSessionStore, links: MikroMagicLinkStore, roster: AdminRoster, clock: Clock) =>
      new AdminSessions({ sessions, links, roster, hasher: sha256Hasher, clock }),
    inject: [MikroAdminSessionStore, MikroMagicLinkStore, AdminRoster, CLOCK],
  },
];
