import { Body, Controller, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { DomainFailure, IssueApiKey } from '../../../core';
import { sha256Hasher } from '../../persistence/sha256-hasher';
import { RATE_LIMIT_HEADERS } from '../auth/access.decorator';
import { clientKeyOf } from '../auth/client-address';
import { MintingRefund } from '../auth/minting-refund';
import { KeyMinting } from '../auth/rate-limits';
import { ErrorBody } from '../common/error-body';
import { GenerateKeyRequestDto, GenerateKeyResponseDto } from './keys.dto';

/** The headers of a 429 from key creation: RateLimit-* always, Retry-After only when waiting helps. */
const KEY_REFUSAL_HEADERS = {
  ...RATE_LIMIT_HEADERS,
  'Retry-After': { description: 'RATE_LIMITED only: seconds until this client address may create a key again. A KEY_LIMIT_REACHED answer has none.', required: false, schema: { type: 'integer' } },
};

@ApiTags('keys')
@Controller('api')
export class KeysController {
  constructor(private readonly issueApiKey: IssueApiKey, private readonly minting: MintingRefund) {}

  @Post('generate-key')
  // Minting is limited per client address, so new keys cannot be used to dodge per-key limits.
  @KeyMinting(GenerateKeyRequestDto)
  @ApiOperation({
    summary: 'Create a free-tier API key (100 requests per hour)',
    description:
      'The key is shown once; only its SHA-256 hash is stored. It expires after API_KEY_TTL_DAYS (default 365). Limited per client address (IPv6: per /48) per hour, ' +
      'and in live keys per e-mail address (API_KEYS_PER_EMAIL, default 5) and per client address (API_KEYS_PER_ADDRESS, default 20). A key grants nothing in the admin area.',
  })
  @ApiCreatedResponse({ type: GenerateKeyResponseDto, description: 'The new key. RateLimit-* tell the allowance of new keys left to this client address this hour.', headers: RATE_LIMIT_HEADERS })
  @ApiBadRequestResponse({ type: ErrorBody, example: { success: false, error: 'Invalid request: email must be a valid e-mail address', code: 'INPUT_INVALID', details: ['email must be a valid e-mail address'] } })
  @ApiTooManyRequestsResponse({
    type: ErrorBody,
    description:
      'Too many keys created from this address this hour (RATE_LIMITED), or too many live keys for this e-mail address or client address (KEY_LIMIT_REACHED). Only requests that create a key use up the hourly allowance of new keys; one refused (400, or KEY_LIMIT_REACHED) counts as an ordinary request. ' +
      'RATE_LIMITED carries Retry-After; KEY_LIMIT_REACHED does not, as no wait is known to free a key: revoke one, or wait until one expires (its expiresAt). Both carry RateLimit-*: of the allowance of new keys with RATE_LIMITED, of ordinary requests with KEY_LIMIT_REACHED.',
    headers: KEY_REFUSAL_HEADERS,
  })
  async generate(@Body() body: GenerateKeyRequestDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<GenerateKeyResponseDto> {
    // The client is kept only as a hash of its address (IPv6: its /48), enough to count its keys.
    const client = sha256Hasher.hash(`key-client:${clientKeyOf(req.ip, 48)}`);
    const result = await this.issueApiKey.execute({ ...body, client });
    if (!result.ok) {
      // Nothing was created: the request counts as any other, not against the allowance of new keys.
      await this.minting.countAsOrdinary(req, res);
      throw new DomainFailure(result.error);
    }
    return { success: true, ...result.value };
  }
}
