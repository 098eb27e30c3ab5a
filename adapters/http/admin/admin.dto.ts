import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class AdminEmailDto {
  @ApiProperty({ example: 'dev@example.com', description: 'An admin\'s address (ADMIN_EMAILS, or granted with `bandwise admin grant`).' })
  @IsString({ message: 'email must be a string' })
  @MaxLength(254)
  email!: string;
}

export class VerifyTokenDto {
  @ApiProperty({ example: 'bwl_3q2mY9…', description: 'The token query parameter of the e-mailed link (/admin?token=...).' })
  @IsString({ message: 'token must be a string' })
  @Matches(/\S/, { message: 'token must not be blank: send the token of the e-mailed sign-in link' })
  @MaxLength(200)
  token!: string;

  @ApiPropertyOptional({ example: true, description: 'Needed when the call carries a live admin session (bearer): confirms that the link\'s session replaces it.' })
  @IsOptional()
  @IsBoolean({ message: 'replaceSession must be true or false' })
  replaceSession?: boolean;
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

  @ApiPropertyOptional({ example: true, description: 'Needed when the call carries a live admin session (bearer): confirms that the link\'s session replaces it.' })
  @IsOptional()
  @IsBoolean({ message: 'replaceSession must be true or false' })
  replaceSession?: boolean;
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
  @ApiProperty({ example: 'If this address belongs to an admin, a sign-in link is on its way: check your email.' }) message!: string;
  @ApiProperty({ example: 'dev@example.com' }) email!: string;
  @ApiProperty({ example: 15 }) expiresInMinutes!: number;
  @ApiPropertyOptional({ example: true, description: 'Present only in development with the outbox transport, DEV_SIGN_IN_LINKS=1 and a caller on loopback.' })
  isDevMode?: boolean;
  @ApiPropertyOptional({ example: 'http://localhost:5000/admin?token=bwl_…', description: 'The sign-in link itself; only under the conditions of isDevMode.' })
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

export class ActiveSessionDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'ops@example.com' }) email!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
  @ApiProperty({ description: 'True for the session making this request.' }) current!: boolean;
}

export class EndSessionResponseDto {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ format: 'uuid' }) id!: string;
}
