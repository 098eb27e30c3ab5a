import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminSessions, DomainFailure, SendSignInLink, SIGN_IN_NEUTRAL_MESSAGE, StartAdminSession, ValidateAdminEmail } from '../../../core';
import { AdminRequired } from '../auth/admin-required.decorator';
import { principalOf } from '../auth/principal';
import { SignIn } from '../auth/sign-in-limits';
import { ErrorBody } from '../common/error-body';
import { AdminEmailDto, CreateSessionDto, CurrentSessionDto, LogoutDto, LogoutResponseDto, SendLinkResponseDto, SessionResponseDto, ValidateEmailResponseDto, VerifyTokenDto } from './admin.dto';

const LIMITED = { type: ErrorBody, description: 'Too many sign-in calls from this address or for this e-mail (per 15 minutes).' };
const LINK_REFUSED = { type: ErrorBody, description: 'No token, or the link is unknown, expired or already used.', example: { success: false, error: 'This sign-in link is invalid, has expired or was already used. Please request a new one.', code: 'SIGN_IN_INVALID' } };

/**
 * Passwordless admin sign-in. Admins are the operator's list (ADMIN_EMAILS and grants made with
 * `bandwise admin grant`); an API key grants nothing here. A link with a
 * random single-use token (stored hashed, valid 15 minutes, built from PUBLIC_URL) is e-mailed;
 * opening it trades the token for a session token (stored hashed, valid ADMIN_SESSION_HOURS).
 */
@ApiTags('admin')
@Controller('api/admin')
export class AdminController {
  constructor(
    private readonly validateEmail: ValidateAdminEmail,
    private readonly sendLink: SendSignInLink,
    private readonly startSession: StartAdminSession,
    private readonly sessions: AdminSessions,
  ) {}

  @Post('validate-email')
  @HttpCode(200)
  @SignIn()
  @ApiOperation({
    summary: 'Check that an address is well-formed before asking for a link',
    description: 'The answer is the same whether or not the address is an admin (admins are the operator\'s list: ADMIN_EMAILS and `bandwise admin grant`; an API key grants nothing), so the admin list cannot be probed.',
  })
  @ApiOkResponse({ type: ValidateEmailResponseDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Not a valid e-mail address.' })
  @ApiTooManyRequestsResponse(LIMITED)
  validate(@Body() body: AdminEmailDto): ValidateEmailResponseDto {
    const result = this.validateEmail.execute(body);
    if (!result.ok) throw new DomainFailure(result.error);
    return { success: true, email: result.value, message: SIGN_IN_NEUTRAL_MESSAGE };
  }

  @Post('send-temp-link')
  @HttpCode(200)
  @SignIn()
  @ApiOperation({
    summary: 'E-mail a sign-in link (valid 15 minutes, single use)',
    description: 'Sent over SMTP when SMTP_URL is set. Without it, development mode keeps the mail in the outbox, logs the link on the server console and returns it as devNote; production mode refuses (503).',
  })
  @ApiOkResponse({ type: SendLinkResponseDto })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'The address is not an admin (ADMIN_EMAILS or `bandwise admin grant`).' })
  @ApiServiceUnavailableResponse({ type: ErrorBody, description: 'Production mode without a mail server.' })
  @ApiTooManyRequestsResponse(LIMITED)
  async send(@Body() body: AdminEmailDto): Promise<SendLinkResponseDto> {
    const result = await this.sendLink.execute(body);
    if (!result.ok) throw new DomainFailure(result.error);
    const { email, expiresInMinutes, devLink } = result.value;
    const answer: SendLinkResponseDto = { success: true, message: 'Magic link sent! Check your email for the login link.', email, expiresInMinutes };
    return devLink ? { ...answer, isDevMode: true, devNote: devLink } : answer;
  }

  @Post('verify-temp-token')
  @HttpCode(200)
  @SignIn()
  @ApiOperation({ summary: 'Sign in with the token of an e-mailed link', description: 'The link is used up: a second use is refused.' })
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiUnauthorizedResponse(LINK_REFUSED)
  @ApiTooManyRequestsResponse(LIMITED)
  async verify(@Body() body: VerifyTokenDto): Promise<SessionResponseDto> {
    const result = await this.startSession.execute({ token: body.token });
    if (!result.ok) throw new DomainFailure(result.error);
    return { success: true, ...result.value };
  }

  @Post('create-session')
  @HttpCode(200)
  @SignIn()
  @ApiOperation({
    summary: 'Create a session from an e-mail address and the token of its sign-in link',
    description: 'An e-mail address alone is refused (401): the token of an unused link sent to that address is the proof.',
  })
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiUnauthorizedResponse(LINK_REFUSED)
  @ApiTooManyRequestsResponse(LIMITED)
  async create(@Body() body: CreateSessionDto): Promise<SessionResponseDto> {
    const result = await this.startSession.execute({ token: body.token, email: body.email });
    if (!result.ok) throw new DomainFailure(result.error);
    return { success: true, ...result.value };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'End a session (the body’s sessionToken, or the bearer session)', description: 'The token stops working at once. Ending an unknown or ended session is not an error.' })
  @ApiOkResponse({ type: LogoutResponseDto })
  async logout(@Body() body: LogoutDto, @Req() req: Request): Promise<LogoutResponseDto> {
    const bearer = principalOf(req)?.kind === 'admin' ? (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '') : '';
    const token = body.sessionToken ?? bearer;
    const revoked = token ? await this.sessions.end(token) : false;
    return { success: true, message: 'You have been logged out successfully', revoked };
  }

  @Get('session')
  @AdminRequired()
  @ApiOperation({ summary: 'The signed-in admin (to check a stored session)' })
  @ApiOkResponse({ type: CurrentSessionDto })
  current(@Req() req: Request): CurrentSessionDto {
    const admin = principalOf(req);
    if (admin?.kind !== 'admin') throw new Error('unreachable: AdminRequired');
    return { email: admin.email, sessionId: admin.sessionId };
  }
}
