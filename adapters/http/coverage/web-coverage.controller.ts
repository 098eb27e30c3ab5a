import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { AnalyzeCoverage, AnalyzeIssue } from '../../../core';
import { RATE_LIMIT_HEADERS } from '../auth/access.decorator';
import { ErrorBody } from '../common/error-body';
import { coverageAnswer, issueAnswer } from './coverage-answers';
import { AnalyzeCoverageRequestDto, AnalyzeIssueRequestDto, CoverageResponseDto, IssueResponseDto } from './coverage.dto';

const ANONYMOUS =
  'The web pages call this without an API key, so a browser never has to mint one: it is limited per client address like every anonymous call (RATE_LIMIT_ANON_PER_HOUR, default 1000 per hour), which an office or a carrier NAT sharing one address can live with. Integrators use the keyed endpoint, whose allowance is their own.';

/** The coverage analyses for the web pages: the same use cases as the keyed API, without a key. */
@ApiTags('coverage')
@Controller('api/web/coverage')
export class WebCoverageController {
  constructor(private readonly analyzeCoverage: AnalyzeCoverage, private readonly analyzeIssue: AnalyzeIssue) {}

  @Post('analyze')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rate the providers near a location (web pages, no key)', description: `Same answer as POST /api/coverage/analyze. ${ANONYMOUS}` })
  @ApiOkResponse({ type: CoverageResponseDto, headers: RATE_LIMIT_HEADERS })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'provider is not one of the location\'s country (the message lists those).' })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'This address made too many anonymous calls this hour; see Retry-After.' })
  analyze(@Body() body: AnalyzeCoverageRequestDto, @Res({ passthrough: true }) res: Response): Promise<CoverageResponseDto> {
    return coverageAnswer(this.analyzeCoverage, body, res);
  }

  @Post('analyze-issue')
  @HttpCode(200)
  @ApiOperation({ summary: 'Report a network issue and analyse it (web pages, no key)', description: `Same answer as POST /api/coverage/analyze-issue. ${ANONYMOUS}` })
  @ApiOkResponse({ type: IssueResponseDto, headers: RATE_LIMIT_HEADERS })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'provider is not one of the location\'s country (the message lists those); nothing is stored.' })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'This address made too many anonymous calls this hour; see Retry-After.' })
  issue(@Body() body: AnalyzeIssueRequestDto, @Req() req: Request): Promise<IssueResponseDto> {
    return issueAnswer(this.analyzeIssue, body, req);
  }
}
