import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { AnalyzeCoverage, AnalyzeIssue, coverageMethodMarkdown } from '../../../core';
import { KeyRequired, RATE_LIMIT_HEADERS } from '../auth/access.decorator';
import { ErrorBody } from '../common/error-body';
import { coverageAnswer, issueAnswer } from './coverage-answers';
import { AnalyzeCoverageRequestDto, AnalyzeIssueRequestDto, CoverageResponseDto, IssueResponseDto } from './coverage.dto';

const CACHE_HEADER = { 'X-Cache': { description: 'hit when the answer came from the 30-minute cache, miss otherwise.', schema: { type: 'string' } } };

@ApiTags('coverage')
@Controller('api/coverage')
@KeyRequired()
export class CoverageController {
  constructor(private readonly analyzeCoverage: AnalyzeCoverage, private readonly analyzeIssue: AnalyzeIssue) {}

  @Post('analyze')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Rate the mobile and broadband providers near a location',
    description: `Scores every provider of the location's country (found offline from the coordinates), or only \`provider\`, from stored evidence.\n\n${coverageMethodMarkdown()}`,
  })
  @ApiOkResponse({ type: CoverageResponseDto, headers: { ...RATE_LIMIT_HEADERS, ...CACHE_HEADER } })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'lat or lng missing, not numbers, out of range, or both 0; radius_km out of range.' })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'provider is not one of the location\'s country (the message lists those).' })
  analyze(@Body() body: AnalyzeCoverageRequestDto, @Res({ passthrough: true }) res: Response): Promise<CoverageResponseDto> {
    return coverageAnswer(this.analyzeCoverage, body, res);
  }

  @Post('analyze-issue')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Report a network issue and analyse it',
    description:
      'Stores the report (position to about 100 m, time, provider, classification, text, device make and model, a keyed hash of the caller) and answers its classification, similar earlier reports (BM25 text relevance combined with distance and recency; others\' reports shown only as category, age and distance band, their text only when its reporter chose publish: true), a shared-device pattern, recommendations and a confidence score. Reports are deleted after REPORT_RETENTION_DAYS (default 90). See POST /api/coverage/analyze for the method.',
  })
  @ApiOkResponse({ type: IssueResponseDto, headers: RATE_LIMIT_HEADERS })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Bad coordinates, or an empty or too long issue_description.' })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'provider is not one of the location\'s country (the message lists those); nothing is stored.' })
  issue(@Body() body: AnalyzeIssueRequestDto, @Req() req: Request): Promise<IssueResponseDto> {
    return issueAnswer(this.analyzeIssue, body, req);
  }
}
