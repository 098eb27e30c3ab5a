import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainFailure, type AnalyzeCoverage, type AnalyzeIssue } from '../../../core';
import { callerOf } from '../auth/caller-identity';
import type { AnalyzeCoverageRequestDto, AnalyzeIssueRequestDto, CoverageResponseDto, IssueResponseDto } from './coverage.dto';

/** POST …/analyze for the keyed and the web controller: the analysis, with X-Cache saying whether it was cached. */
export async function coverageAnswer(analyze: AnalyzeCoverage, body: AnalyzeCoverageRequestDto, res: FastifyReply): Promise<CoverageResponseDto> {
  const result = await analyze.execute({ lat: body.lat, lng: body.lng, address: body.address, provider: body.provider, radiusKm: body.radius_km });
  if (!result.ok) throw new DomainFailure(result.error);
  res.header('X-Cache', result.value.cached ? 'hit' : 'miss');
  return { success: true, data: result.value.analysis };
}

/**
 * POST …/analyze-issue for the keyed and the web controller alike: the reporter (key, admin or
 * client network) bounds one caller's weight in the coverage rating, and `publish` decides whether
 * others see the text.
 */
export async function issueAnswer(analyze: AnalyzeIssue, body: AnalyzeIssueRequestDto, req: FastifyRequest): Promise<IssueResponseDto> {
  const result = await analyze.execute({
    lat: body.lat,
    lng: body.lng,
    address: body.address,
    issueDescription: body.issue_description,
    userAgent: body.user_agent ?? req.headers['user-agent'],
    provider: body.provider,
    publish: body.publish,
    reporter: callerOf(req),
  });
  if (!result.ok) throw new DomainFailure(result.error);
  return { success: true, data: result.value };
}
