import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';

export class GenerateKeyRequestDto {
  @ApiProperty({ example: 'dev@example.com', description: 'Where we can reach you. A key grants nothing in the admin area (admins are the operator\'s list).' })
  @IsString()
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @MaxLength(254)
  email!: string;

  @ApiProperty({ example: 'My integration', description: 'A name to tell your keys apart (plain text, no control characters). Public analytics never show it.' })
  @IsString()
  @MinLength(1, { message: 'name is required' })
  @MaxLength(100)
  name!: string;
}

class TierDto {
  @ApiProperty({ enum: ['free', 'pro', 'enterprise'] }) tier!: string;
  @ApiProperty({ nullable: true, type: Number, example: 100, description: 'Requests per hour; null is unlimited.' }) requestsPerHour!: number | null;
  @ApiProperty({ description: 'pro and enterprise are coming soon.' }) available!: boolean;
}

export class GenerateKeyResponseDto {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ example: 'bw_live_3q2mY9…', description: 'Shown once: only its hash is stored. Send it as Authorization: Bearer <apiKey>.' }) apiKey!: string;
  @ApiProperty({ example: 'bw_live_3q2mY9', description: 'The first characters, to recognise the key later.' }) displayPrefix!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: TierDto }) tier!: TierDto;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', description: 'The key stops working after this (API_KEY_TTL_DAYS, default 365 days).' }) expiresAt!: string;
}
