import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IntegerQuery } from '../common/integer-query';

// Fields are checked by the core, so the API answers with the messages of specification section 5.

export class SendSmsDto {
  @ApiProperty({ example: '+14155550123', description: 'International (E.164) number; spaces, dashes and brackets are ignored.' })
  @IsOptional() @IsString() @MaxLength(40)
  phoneNumber?: string;

  @ApiProperty({ example: 'Your device is compatible with our network.', maxLength: 1600 })
  @IsOptional() @IsString() @MaxLength(1600)
  message?: string;
}

export class SendEmailDto {
  @ApiProperty({ example: 'customer@example.com' })
  @IsOptional() @IsString() @MaxLength(254)
  email?: string;

  @ApiProperty({ example: 'Your device check' })
  @IsOptional() @IsString() @MaxLength(200)
  subject?: string;

  @ApiProperty({ example: 'Hello, your device supports 5G on our network.' })
  @IsOptional() @IsString() @MaxLength(20000)
  body?: string;
}

export class SendPushDto {
  @ApiProperty({
    description: 'The browser\'s push subscription (PushSubscription.toJSON()), as JSON text or as an object: { endpoint, keys: { p256dh, auth } }.',
    // A placeholder in the exact shape the server accepts (key lengths included), so the example passes validation.
    example: '{"endpoint":"https://push.example.net/send/subscription-id","keys":{"p256dh":"Bxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx","auth":"yyyyyyyyyyyyyyyyyyyyyy"}}',
    oneOf: [{ type: 'string' }, { type: 'object' }],
  })
  @IsOptional()
  token?: unknown;

  @ApiProperty({ example: 'IMEI Device Checker' })
  @IsOptional() @IsString() @MaxLength(100)
  title?: string;

  @ApiProperty({ example: 'Your report was received.' })
  @IsOptional() @IsString() @MaxLength(1000)
  body?: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, example: { url: '/admin' }, description: 'Passed to the page with the notification.' })
  @IsOptional()
  data?: unknown;
}

export class SubscribeDto {
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'PushSubscription.toJSON() of this browser.' })
  @IsOptional()
  subscription?: unknown;
}

export class MessageListQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 200, default: 50 })
  @IsOptional() @IntegerQuery() @IsInt() @Min(1) @Max(200)
  limit?: number;

  @ApiPropertyOptional({ enum: ['email', 'sms', 'push'] })
  @IsOptional() @IsIn(['email', 'sms', 'push'], { message: 'channel must be email, sms or push' })
  channel?: 'email' | 'sms' | 'push';

  @ApiPropertyOptional({ enum: ['sending', 'sent', 'retrying', 'failed'] })
  @IsOptional() @IsIn(['sending', 'sent', 'retrying', 'failed'], { message: 'status must be sending, sent, retrying or failed' })
  status?: 'sending' | 'sent' | 'retrying' | 'failed';
}

export class SentMessageDto {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ example: 'SMS notification sent successfully.' }) message!: string;
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: '+1*******0123', description: 'Masked.' }) recipient!: string;
  @ApiProperty({ example: 'sent' }) status!: string;
  @ApiProperty({ example: 'twilio', description: 'smtp, twilio or webpush; outbox when the channel is not configured.' }) transport!: string;
}

export class MessageRecordDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['email', 'sms', 'push'] }) channel!: string;
  @ApiProperty({ enum: ['sign-in', 'messaging'] }) purpose!: string;
  @ApiProperty({ example: 'a***@example.com', description: 'Masked.' }) recipient!: string;
  @ApiProperty({ enum: ['sending', 'sent', 'retrying', 'failed'] }) status!: string;
  @ApiProperty({ nullable: true, type: String }) transport!: string | null;
  @ApiProperty() attempts!: number;
  @ApiProperty({ nullable: true, type: String }) error!: string | null;
  @ApiProperty({ nullable: true, type: String }) sentBy!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) nextAttemptAt!: string | null;
}

export class OutboxEntryDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: ['email', 'sms', 'push'] }) channel!: string;
  @ApiProperty({ description: 'In full: the outbox stands in for the delivery.' }) recipient!: string;
  @ApiProperty({ nullable: true, type: String }) subject!: string | null;
  @ApiProperty() body!: string;
  @ApiProperty({ nullable: true, type: String }) link!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class MessagingStatusDto {
  @ApiProperty({ example: 'smtp', description: 'smtp, or outbox without SMTP_URL.' }) email!: string;
  @ApiProperty({ example: 'twilio', description: 'twilio, or outbox without an SMS provider.' }) sms!: string;
  @ApiProperty({ example: 'webpush' }) push!: string;
  @ApiProperty({ example: 2, description: 'Stored push subscriptions.' }) pushSubscriptions!: number;
}

export class PublicKeyDto {
  @ApiProperty({ example: 'BOr…', description: 'The VAPID application server key for PushManager.subscribe.' }) publicKey!: string;
}
