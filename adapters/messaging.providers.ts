import type { Provider } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { MessageDispatcher, RetryMessages, SendMessage, type Clock, type Mailer, type SmsSender } from '../core';
import type { AppConfig } from './config';
import { OutboxMailer } from './mail/outbox-mailer';
import { SmtpMailer } from './mail/smtp-mailer';
import { MAILER, SMS_SENDER } from './messaging-tokens';
import { MikroMessageLog } from './persistence/mikro-message-log';
import { MikroOutbox } from './persistence/mikro-outbox';
import { MikroPushSubscriptions } from './persistence/mikro-push-subscriptions';
import { PushEndpointPolicy } from './push/push-endpoint-policy';
import { loadVapidKeys } from './push/vapid-keys';
import { WebPushSender } from './push/web-push-sender';
import { OutboxSmsSender } from './sms/outbox-sms-sender';
import { TwilioSmsSender } from './sms/twilio-sms-sender';
import { systemRandom } from './system-ports';
import { APP_CONFIG, CLOCK } from './tokens';

/**
 * E-mail (SMTP or outbox), SMS (a Twilio-compatible provider or outbox) and Web Push (VAPID keys
 * generated on first start), behind one dispatcher that records every message.
 */
export const MESSAGING_PROVIDERS: Provider[] = [
  { provide: MikroOutbox, useFactory: (orm: MikroORM) => new MikroOutbox(orm), inject: [MikroORM] },
  { provide: MikroMessageLog, useFactory: (orm: MikroORM) => new MikroMessageLog(orm), inject: [MikroORM] },
  { provide: MikroPushSubscriptions, useFactory: (orm: MikroORM) => new MikroPushSubscriptions(orm), inject: [MikroORM] },
  {
    provide: MAILER,
    useFactory: (config: AppConfig, outbox: MikroOutbox): Mailer =>
      config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(outbox),
    inject: [APP_CONFIG, MikroOutbox],
  },
  {
    provide: SMS_SENDER,
    useFactory: (config: AppConfig, outbox: MikroOutbox): SmsSender => (config.sms ? new TwilioSmsSender(config.sms) : new OutboxSmsSender(outbox)),
    inject: [APP_CONFIG, MikroOutbox],
  },
  {
    provide: WebPushSender,
    useFactory: async (orm: MikroORM, config: AppConfig) => new WebPushSender(await loadVapidKeys(orm), config.vapidSubject, new PushEndpointPolicy(config.push)),
    inject: [MikroORM, APP_CONFIG],
  },
  {
    provide: MessageDispatcher,
    useFactory: (mailer: Mailer, sms: SmsSender, push: WebPushSender, log: MikroMessageLog, clock: Clock, config: AppConfig) =>
      new MessageDispatcher({ mailer, sms, push, log, clock, random: systemRandom, retryBaseMs: config.messageRetryBaseMs }),
    inject: [MAILER, SMS_SENDER, WebPushSender, MikroMessageLog, CLOCK, APP_CONFIG],
  },
  {
    provide: SendMessage,
    useFactory: (dispatcher: MessageDispatcher, subscriptions: MikroPushSubscriptions, clock: Clock) => new SendMessage({ dispatcher, subscriptions, clock }),
    inject: [MessageDispatcher, MikroPushSubscriptions, CLOCK],
  },
  {
    provide: RetryMessages,
    useFactory: (log: MikroMessageLog, dispatcher: MessageDispatcher, clock: Clock) => new RetryMessages({ log, dispatcher, clock }),
    inject: [MikroMessageLog, MessageDispatcher, CLOCK],
  },
];
