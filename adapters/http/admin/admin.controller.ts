import { Body, Controller, Delete, Get, HttpCode, Inject, NotFoundException, Param, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest as Request } from 'fastify';
import { AdminSessions, DomainFailure, SendSignInLink, SIGN_IN_NEUTRAL_MESSAGE, StartAdminSession, ValidateAdminEmail } from '../../../core';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../tokens';
import { AdminRequired } from '../auth/admin-required.decorator';
import { isLoopback } from '../auth/client-address';
import { principalOf } from '../auth/principal';
import { SignIn } from '../auth/sign-in-limits';
import { ErrorBody } from '../common/error-body';
import { ActiveSessionDto, AdminEmailDto, CreateSessionDto, CurrentSessionDto, EndSessionResponseDto, LogoutDto, LogoutResponseDto, SendLinkResponseDto, SessionResponseDto, ValidateEmailResponseDto, VerifyTokenDto } from './admin.dto';
import { UuidParam } from '../common/uuid-param';

const LIMITED = { type: ErrorBody, description: 'Too many sign-in calls from this address or for this e-mail (per 15 minutes).' };
const SESSION_ACTIVE = { type: ErrorBody, description: 'The caller sent a live admin session and did not confirm replacing it (replaceSession: true); the link stays unused.', example: { success: false, error: 'You are already signed in as an admin in this browser. …', code: 'SESSION_ACTIVE' } };
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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The session the caller already holds, when it sent one as its bearer token. */
  private activeSessionOf(req: Request): string | null {
    const principal = principalOf(req);
    return principal?.kind === 'admin' ? principal.sessionId : null;
  }

  @Post('validate-email')
  @HttpCode(200)
  @SignIn({ perEmail: false })
  @ApiOperation({
    summary: 'Check that an address is well-formed before asking for a link',
    description: 'The answer is the same whether or not the address is an admin (admins are the operator\'s list: ADMIN_EMAILS and `bandwise admin grant`; an API key grants nothing), so the admin list cannot be probed.',
  })
  @ApiOkResponse({ type: ValidateEmailResponseDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Not a valid e-mail address.' })
  @ApiServiceUnavailableResponse({ type: ErrorBody, description: 'Production mode without a mail server: no sign-in link could be sent (MAIL_UNAVAILABLE).' })
  @ApiTooManyRequestsResponse(LIMITED)
  validate(@Body() body: AdminEmailDto): ValidateEmailResponseDto {
    // The first step already says when no link could be sent, rather than promising one.
    const unavailable = this.sendLink.unavailable();
    if (unavailable) throw new DomainFailure(unavailable);
    const result = this.validateEmail.execute(body);
    if (!result.ok) throw new DomainFailure(result.error);
    return { success: true, email: result.value, message: SIGN_IN_NEUTRAL_MESSAGE };
  }

  @Post('send-temp-link')
  @HttpCode(200)
  @SignIn()
  @ApiOperation({
    summary: 'E-mail a sign-in link (valid 15 minutes, single use)',
    description:
      'The answer is the same whether or not the address is an admin, and comes before the mail is handed over; only admins (ADMIN_EMAILS, `bandwise admin grant`) receive a link. ' +
      'Sent over SMTP when SMTP_URL is set. Without it the mail is kept in the outbox with its token redacted; production mode refuses (503). ' +
      'Development only: with DEV_SIGN_IN_LINKS=1, a caller connected from loopback to a loopback host name, through no proxy (no Forwarded, X-Forwarded-*, Via, X-Real-IP or similar header), also gets the link as devNote.',
  })
  @ApiOkResponse({ type: SendLinkResponseDto })
  @ApiServiceUnavailableResponse({ type: ErrorBody, description: 'Production mode without a mail server.' })
  @ApiTooManyRequestsResponse(LIMITED)
  async send(@Body() body: AdminEmailDto, @Req() req: Request): Promise<SendLinkResponseDto> {
    const revealLink = this.config.devSignInLinks && !this.config.production && isDirectLoopback(req);
    const result = await this.sendLink.execute({ email: body.email, revealLink });
    if (!result.ok) throw new DomainFailure(result.error);
    const { email, expiresInMinutes, devLink } = result.value;
    const answer: SendLinkResponseDto = { success: true, message: 'If this address belongs to an admin, a sign-in link is on its way: check your email.', email, expiresInMinutes };
    return devLink ? { ...answer, isDevMode: true, devNote: devLink } : answer;
  }

  @Post('verify-temp-token')
  @HttpCode(200)
  @SignIn()
  @ApiOperation({
    summary: 'Sign in with the token of an e-mailed link',
    description: 'The link is used up: a second use is refused. A caller that sends its live admin session (Authorization: Bearer bws_…) must confirm replacing it with replaceSession: true.',
  })
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiUnauthorizedResponse(LINK_REFUSED)
  @ApiConflictResponse(SESSION_ACTIVE)
  @ApiTooManyRequestsResponse(LIMITED)
  async verify(@Body() body: VerifyTokenDto, @Req() req: Request): Promise<SessionResponseDto> {
    const result = await this.startSession.execute({ token: body.token, activeSessionId: this.activeSessionOf(req), replaceSession: body.replaceSession });
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
  @ApiConflictResponse(SESSION_ACTIVE)
  @ApiTooManyRequestsResponse(LIMITED)
  async create(@Body() body: CreateSessionDto, @Req() req: Request): Promise<SessionResponseDto> {
    const result = await this.startSession.execute({ token: body.token, email: body.email, activeSessionId: this.activeSessionOf(req), replaceSession: body.replaceSession });
    if (!result.ok) throw new DomainFailure(result.error);
    return { success: true, ...result.value };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'End a session (the body’s sessionToken, or the bearer session)', description: 'The token stops working at once. Ending an unknown or ended session is not an error.' })
  @ApiBody({ type: LogoutDto, required: false })
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

  @Get('sessions')
  @AdminRequired()
  @ApiOperation({ summary: 'Active admin sessions (every admin\'s), newest first' })
  @ApiOkResponse({ type: ActiveSessionDto, isArray: true })
  async activeSessions(@Req() req: Request): Promise<ActiveSessionDto[]> {
    const own = this.activeSessionOf(req);
    const sessions = await this.sessions.listActive();
    return sessions.map((s) => ({ id: s.id, email: s.email, createdAt: s.createdAt.toISOString(), expiresAt: s.expiresAt.toISOString(), current: s.id === own }));
  }

  @Delete('sessions/:id')
  @AdminRequired()
  @ApiOperation({ summary: 'End an admin session by its id', description: 'Its token stops working at once (CLI: `bandwise admin sessions --end <id>`).' })
  @ApiOkResponse({ type: EndSessionResponseDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No active session with this id (one that is not a session id at all included).' })
  async endSession(@Param('id', new UuidParam(() => noSession())) id: string): Promise<EndSessionResponseDto> {
    // A malformed id names no session either, as on the other routes that take a record id.
    if (!(await this.sessions.endById(id))) throw noSession();
    return { success: true, id };
  }
}

const noSession = () => new NotFoundException({ error: 'No active session with this id: GET /api/admin/sessions lists them.', code: 'NOT_FOUND' });

/**
 * A caller on this machine itself: the socket comes from loopback and no proxy forwarded the
 * request (a tunnel or reverse proxy on the same machine connects from loopback too, for anyone).
 */
function isDirectLoopback(req: Request): boolean {
  const proxied = Object.keys(req.headers).some((name) => PROXY_HEADER.test(name));
  const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
  // A loopback Host too: a page elsewhere that rebinds its name to 127.0.0.1 sends its own.
  return !proxied && LOOPBACK_HOSTS.has(host) && isLoopback(req.raw.socket.remoteAddress);
}

/**
 * Headers proxies, tunnels and CDNs add, by the words their names are made of: Forwarded and
 * X-Forwarded-*, X-Original-Forwarded-For, Via, X-Real-IP, Client-IP and its X-, CF-Connecting-,
 * True-, Fastly- and X-Cluster- forms, X-Original-*, X-Envoy-External-Address, Front-End-Https.
 */
const PROXY_HEADER = /forwarded|^via$|real-ip|client-ip|connecting-ip|^x-original-|external-address|^front-end-https$/;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
