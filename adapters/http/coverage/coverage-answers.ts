import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainFailure, type AnalyzeCoverage, type AnalyzeIssue } from '../../../core';
import type { AnalyzeCoverageRequestDto, AnalyzeIssueRequestDto, CoverageResponseDto, IssueResponseDto } from './coverage.dto';

/** POST …/analyze for the keyed and the web controller: the analysis, with X-Cache saying whether it was cached. */
export async function coverageAnswer(analyze: AnalyzeCoverage, body: AnalyzeCoverageRequestDto, res: FastifyReply): Promise<CoverageResponseDto> {
  const result = await analyze.execute({ lat: body.lat, lng: body.lng, address: body.address, provider: body.provider, radiusKm: body.radius_km });
  if (!result.ok) throw new DomainFailure(result.error);
  res.header('X-Cache', result.value.cached ? 'hit' : 'miss');
  return { success: true, data: result.value.analysis };
}

/** POST …/analyze-issue for the keyed and the web controller; the keyed one adds `publish` and the reporter. */
export async function issueAnswer(
  analyze: AnalyzeIssue,
  body: AnalyzeIssueRequestDto,
  req: FastifyRequest,
  extra: { publish?: boolean; reporter?: string } = {},
): Promise<IssueResponseDto> {
  const result = await analyze.execute({
    lat: body.lat,
    lng: body.lng,
    address: body.address,
    issueDescription: body.issue_description,
    userAgent: body.user_agent ?? req.headers['user-agent'],
    provider: body.provider,
    ...extra,
  });
  if (!result.ok) throw new DomainFailure(result.error);
  return { success: true, data: result.value };
}
