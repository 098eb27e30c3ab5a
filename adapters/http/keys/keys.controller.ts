import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { DomainFailure, IssueApiKey } from '../../../core';
import { KeyMinting } from '../auth/rate-limits';
import { ErrorBody } from '../common/error-body';
import { GenerateKeyRequestDto, GenerateKeyResponseDto } from './keys.dto';

@ApiTags('keys')
@Controller('api')
export class KeysController {
  constructor(private readonly issueApiKey: IssueApiKey) {}

  @Post('generate-key')
  // Minting is limited per client address, so new keys cannot be used to dodge per-key limits.
  @KeyMinting()
  @ApiOperation({ summary: 'Create a free-tier API key (100 requests per hour)', description: 'The key is shown once; only its SHA-256 hash is stored. Limited per client address.' })
  @ApiCreatedResponse({ type: GenerateKeyResponseDto })
  @ApiBadRequestResponse({ type: ErrorBody, example: { success: false, error: 'Invalid request: email must be a valid e-mail address', code: 'INPUT_INVALID', details: ['email must be a valid e-mail address'] } })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Too many keys created from this address.' })
  async generate(@Body() body: GenerateKeyRequestDto): Promise<GenerateKeyResponseDto> {
    const result = await this.issueApiKey.execute(body);
    if (!result.ok) throw new DomainFailure(result.error);
    return { success: true, ...result.value };
  }
}
