import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class AdminEmailDto {
  @ApiProperty({ example: 'dev@example.com', description: 'An admin\'s address (ADMIN_EMAILS, or granted with `bandwise admin grant`).' })
  @IsString({ message: 'email must be a string' })
  @MaxLength(254)
  email!: string;
}

export class VerifyTokenDto {
  @ApiProperty({ example: 'bwl_3q2mY9…', description: 'The token query parameter of the e-mailed link (/admin?token=...).' })
  @IsString({ message: 'token must be a string' })
  @MaxLength(200)
  token!: string;
}

export class CreateSessionDto {
  @ApiProperty({ example: 'dev@example.com' })
  @IsString({ message: 'email must be a string' })
  @MaxLength(254)
  email!: string;

  @ApiPropertyOptional({ example: 'bwl_3q2mY9…', description: 'Required in fact: the token of an unused sign-in link for this address. Without it the call is refused.' })
  @IsOptional()
  @IsString({ message: 'token must be a string' })
  @MaxLength(200)
  token?: string;
}

export class LogoutDto {
  @ApiPropertyOptional({ example: 'bws_Xk…', description: 'The session to end; defaults to the bearer session of the request.' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  sessionToken?: string;
}

export class ValidateEmailResponseDto {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ example: 'dev@example.com' }) email!: string;
  @ApiProperty({ example: 'If this address belongs to an admin, a sign-in link can be sent to it.' }) message!: string;
}

export class SendLinkResponseDto {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ example: 'Magic link sent! Check your email for the login link.' }) message!: string;
  @ApiProperty({ example: 'dev@example.com' }) email!: string;
  @ApiProperty({ example: 15 }) expiresInMinutes!: number;
  @ApiPropertyOptional({ example: true, description: 'Present only in development mode with the outbox mail transport (no SMTP_URL).' })
  isDevMode?: boolean;
  @ApiPropertyOptional({ example: 'http://localhost:5000/admin?token=bwl_…', description: 'The sign-in link itself; development mode with the outbox transport only.' })
  devNote?: string;
}

export class SessionResponseDto {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ example: 'dev@example.com' }) email!: string;
  @ApiProperty({ example: 'bws_Xk…', description: 'Send as Authorization: Bearer <sessionToken> to admin endpoints. Shown once; stored hashed.' })
  sessionToken!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
}

export class CurrentSessionDto {
  @ApiProperty({ example: 'dev@example.com' }) email!: string;
  @ApiProperty({ format: 'uuid' }) sessionId!: string;
}

export class LogoutResponseDto {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ example: 'You have been logged out successfully' }) message!: string;
  @ApiProperty({ description: 'False when the session had already ended.' }) revoked!: boolean;
}
