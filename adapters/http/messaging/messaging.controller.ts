import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest as Request } from 'fastify';
import { DomainFailure, SendMessage, domainError, parsePushToken, type Mailer, type MessageRequest, type SmsSender } from '../../../core';
import { MAILER, SMS_SENDER } from '../../messaging-tokens';
import { MikroMessageLog } from '../../persistence/mikro-message-log';
import { MikroOutbox } from '../../persistence/mikro-outbox';
import { MikroPushSubscriptions } from '../../persistence/mikro-push-subscriptions';
import { WebPushSender } from '../../push/web-push-sender';
import { AdminRequired } from '../auth/admin-required.decorator';
import { principalOf } from '../auth/principal';
import { ErrorBody } from '../common/error-body';
import {
  MessageListQueryDto, MessageRecordDto, MessagingStatusDto, OutboxEntryDto, PublicKeyDto, SendEmailDto, SendPushDto, SendSmsDto, SentMessageDto, SubscribeDto,
} from './messaging.dto';

const SENT = { sms: 'SMS notification sent successfully.', email: 'Email notification sent successfully.', push: 'Push notification sent successfully.' };
/** A channel without a provider keeps the message in the outbox: the answer says so rather than "sent". */
const KEPT = {
  sms: 'SMS notification kept in the outbox: no SMS provider is configured (SMS_ACCOUNT_SID), so nothing was delivered. Admins read it under GET /api/messaging/outbox.',
  email: 'Email notification kept in the outbox: no mail server is configured (SMTP_URL), so nothing was delivered. Admins read it under GET /api/messaging/outbox.',
  push: 'Push notification kept in the outbox: no push service is configured, so nothing was delivered. Admins read it under GET /api/messaging/outbox.',
};
const FAILED = { type: ErrorBody, description: 'The transport refused or failed; retryable failures are retried automatically (status retrying, nextAttemptAt).' };

/**
 * The messaging centre (admin session required): e-mail, SMS and Web Push. Every message is
 * recorded with its channel, masked recipient, status and error; failed sends are retried with
 * backoff by a scheduled job. Channels without configuration deliver to the outbox.
 */
@ApiTags('messaging')
@Controller('api/messaging')
@AdminRequired()
export class MessagingController {
  constructor(
    private readonly sendMessage: SendMessage,
    private readonly log: MikroMessageLog,
    private readonly outbox: MikroOutbox,
    private readonly subscriptions: MikroPushSubscriptions,
    private readonly push: WebPushSender,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
  ) {}

  private async send(request: MessageRequest, req: Request): Promise<SentMessageDto> {
    const admin = principalOf(req);
    const result = await this.sendMessage.execute(request, admin?.kind === 'admin' ? admin.email : null);
    if (!result.ok) throw new DomainFailure(result.error);
    const { id, recipient, status, transport } = result.value;
    return { success: true, message: (transport === 'outbox' ? KEPT : SENT)[request.channel], id, recipient, status, transport };
  }

  @Post('sms')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send an SMS', description: 'Through the Twilio-compatible provider of SMS_PROVIDER_URL / SMS_ACCOUNT_SID, or to the outbox.' })
  @ApiOkResponse({ type: SentMessageDto })
  @ApiBadRequestResponse({ type: ErrorBody, example: { success: false, error: 'Please provide both phone number and message.', code: 'INPUT_INVALID' } })
  @ApiBadGatewayResponse(FAILED)
  sendSms(@Body() body: SendSmsDto, @Req() req: Request): Promise<SentMessageDto> {
    return this.send({ channel: 'sms', ...body }, req);
  }

  @Post('email')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send an e-mail', description: 'Over SMTP (SMTP_URL), or to the outbox.' })
  @ApiOkResponse({ type: SentMessageDto })
  @ApiBadRequestResponse({ type: ErrorBody, example: { success: false, error: 'Please provide email, subject, and body.', code: 'INPUT_INVALID' } })
  @ApiBadGatewayResponse(FAILED)
  sendEmail(@Body() body: SendEmailDto, @Req() req: Request): Promise<SentMessageDto> {
    return this.send({ channel: 'email', ...body }, req);
  }

  @Post('push')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a Web Push notification', description: 'VAPID-signed, payload encrypted (aes128gcm) for the subscription given as token.' })
  @ApiOkResponse({ type: SentMessageDto })
  @ApiBadRequestResponse({ type: ErrorBody, example: { success: false, error: 'FCM token, title, and body are required.', code: 'INPUT_INVALID' } })
  @ApiBadGatewayResponse(FAILED)
  async sendPush(@Body() body: SendPushDto, @Req() req: Request): Promise<SentMessageDto> {
    const subscription = parsePushToken(body.token);
    if (subscription) await this.refuseEndpoint(subscription.endpoint, 'token');
    return this.send({ channel: 'push', ...body }, req);
  }

  /** 400 naming the field when a push endpoint is not https, not on an allowed host/port, or not on a public address. */
  private async refuseEndpoint(endpoint: string, field: string): Promise<void> {
    const refused = await this.push.policy.check(endpoint);
    if (refused) throw new DomainFailure(domainError('INPUT_INVALID', `${field}.endpoint is not accepted: ${refused}.`, { field: `${field}.endpoint` }));
  }

  @Post('push/subscriptions')
  @HttpCode(200)
  @ApiOperation({ summary: 'Store this browser\'s push subscription', description: 'Returns it as the token to send pushes to.' })
  @ApiOkResponse({
    description: 'Stored; token is the subscription as JSON text, to pass as token to POST /api/messaging/push.',
    schema: { type: 'object', required: ['success', 'token'], properties: { success: { type: 'boolean', enum: [true] }, token: { type: 'string' } } },
  })
  async subscribe(@Body() body: SubscribeDto, @Req() req: Request): Promise<{ success: true; token: string }> {
    const subscription = parsePushToken(body.subscription);
    if (!subscription) throw new DomainFailure(domainError('INPUT_INVALID', 'subscription must be a push subscription with an https endpoint and keys p256dh and auth.'));
    await this.refuseEndpoint(subscription.endpoint, 'subscription');
    const admin = principalOf(req);
    await this.subscriptions.save(subscription, admin?.kind === 'admin' ? admin.email : null, new Date());
    return { success: true, token: JSON.stringify(subscription) };
  }

  @Get('push/public-key')
  @ApiOperation({ summary: 'The VAPID public key browsers subscribe with' })
  @ApiOkResponse({ type: PublicKeyDto })
  publicKey(): PublicKeyDto {
    return { publicKey: this.push.publicKey };
  }

  @Get('status')
  @ApiOperation({ summary: 'Which transport each channel uses' })
  @ApiOkResponse({ type: MessagingStatusDto })
  async status(): Promise<MessagingStatusDto> {
    return { email: this.mailer.transport, sms: this.sms.transport, push: this.push.transport, pushSubscriptions: await this.subscriptions.count() };
  }

  @Get('messages')
  @ApiOperation({ summary: 'The message log, newest first (recipients masked, no content)' })
  @ApiOkResponse({ type: [MessageRecordDto] })
  async messages(@Query() q: MessageListQueryDto): Promise<MessageRecordDto[]> {
    const rows = await this.log.list({ limit: q.limit ?? 50, channel: q.channel, status: q.status });
    return rows.map(({ payload: _payload, createdAt, updatedAt, nextAttemptAt, ...rest }) => ({
      ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString(), nextAttemptAt: nextAttemptAt?.toISOString() ?? null,
    }));
  }

  @Get('outbox')
  @ApiOperation({ summary: 'The outbox: messages kept because their channel has no transport configured' })
  @ApiOkResponse({ type: [OutboxEntryDto] })
  async outboxEntries(@Query() q: MessageListQueryDto): Promise<OutboxEntryDto[]> {
    const rows = await this.outbox.list(q.limit ?? 20, q.channel);
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  }
}
