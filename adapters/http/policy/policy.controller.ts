import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { buildPolicy, DomainFailure, RecordPolicyAcceptance, type PolicyDocument } from '../../../core';
import type { AppConfig } from '../../config';
import { PolicyPdfCache } from '../../pdf/policy-pdf-cache';
import { APP_CONFIG } from '../../tokens';
import { apiKeyOf } from '../auth/principal';
import { ErrorBody } from '../common/error-body';
import { PolicyAcceptRequestDto, PolicyAcceptResponseDto, PolicyDocumentDto } from './policy.dto';

@ApiTags('policy')
@Controller('api')
export class PolicyController {
  private readonly policy: PolicyDocument;
  private readonly pdfs = new PolicyPdfCache();

  constructor(@Inject(APP_CONFIG) config: AppConfig, private readonly recordAcceptance: RecordPolicyAcceptance) {
    this.policy = buildPolicy(config.networkName, config.supportHours);
  }

  @Get('policy')
  @ApiOperation({ summary: 'The device compatibility policy (version 2.0) shown on the policy card' })
  @ApiOkResponse({ type: PolicyDocumentDto })
  getPolicy(): PolicyDocumentDto {
    return this.policy;
  }

  @Post('policy/accept')
  @HttpCode(200)
  @ApiOperation({ summary: "Record a visitor's answer to the policy card for a search" })
  @ApiOkResponse({ type: PolicyAcceptResponseDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No search with that id, or it was made under an API key other than the one sent (a search made under a key is answered with that key).' })
  @ApiConflictResponse({ type: ErrorBody, description: 'POLICY_ANSWERED: the search already has the other answer; the first answer stands (the same answer again is 200).' })
  async accept(@Body() body: PolicyAcceptRequestDto, @Req() req: Request): Promise<PolicyAcceptResponseDto> {
    // deviceInfo is taken as sent by the spec's form, but what is kept is the search's own record.
    const result = await this.recordAcceptance.execute({ accepted: body.accepted, searchId: body.searchId.toLowerCase(), apiKeyId: apiKeyOf(req)?.id ?? null });
    if (!result.ok) throw new DomainFailure(result.error);
    return { success: true, accepted: result.value.accepted, policyVersion: result.value.policyVersion, recordedAt: result.value.answeredAt.toISOString() };
  }

  @Get('generate-policy-pdf')
  @ApiOperation({ summary: 'The policy as a PDF download' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'A PDF file (attachment).', schema: { type: 'string', format: 'binary' } })
  async pdf(@Res() res: Response): Promise<void> {
    const pdf = await this.pdfs.get(this.policy);
    res.header('Content-Type', 'application/pdf');
    res.header('Content-Disposition', 'attachment; filename="device-compatibility-policy.pdf"');
    res.header('Content-Length', pdf.length);
    res.send(pdf);
  }
}
