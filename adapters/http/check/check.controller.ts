import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { CheckDevice, DomainFailure } from '../../../core';
import type { FastifyRequest as Request } from 'fastify';
import { callerOf } from '../auth/caller-identity';
import { apiKeyOf } from '../auth/principal';
import { BlacklistedBody, DeviceUnknownBody, ErrorBody } from '../common/error-body';
import { CHECK_REQUEST_EXAMPLES, CheckRequestDto, CheckResponseDto, checkInputOf } from './check.dto';

@ApiTags('check')
@Controller('api')
export class CheckController {
  constructor(private readonly checkDevice: CheckDevice) {}

  @Post('check')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Check a device on a carrier',
    description: 'Validates the IMEI, refuses blacklisted devices, identifies the device from its TAC (or from `modelNumber`/`deviceId` when given), assesses 4G, 5G, VoLTE and Wi-Fi calling on the carrier and records the search. An unknown TAC is a 404 and counts as an unsuccessful search.',
  })
  @ApiBody({ type: CheckRequestDto, examples: CHECK_REQUEST_EXAMPLES })
  @ApiOkResponse({ type: CheckResponseDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Missing or malformed fields, wrong IMEI length, malformed JSON.' })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'Wrong IMEI check digit; unknown carrier or country; a carrier not in the given country; a carrier name found in several countries with nothing to tell which (CARRIER_AMBIGUOUS, listing them in countries).' })
  @ApiForbiddenResponse({ type: BlacklistedBody, description: 'The IMEI is blacklisted.' })
  @ApiNotFoundResponse({ type: DeviceUnknownBody, description: 'DEVICE_UNKNOWN: the TAC is in no list (details: tac, deviceSearch, modelNumberField: send modelNumber or deviceId). NOT_FOUND: the modelNumber or deviceId given is not in the catalog.' })
  async check(@Body() body: CheckRequestDto, @Req() req: Request): Promise<CheckResponseDto> {
    // The web app sends its browser's key when it has one, so its searches can be exported.
    const apiKeyId = apiKeyOf(req)?.id ?? null;
    const result = await this.checkDevice.execute(checkInputOf(body, { channel: 'web', apiKeyId, allowImeisv: true, caller: callerOf(req) }));
    if (!result.ok) throw new DomainFailure(result.error);
    return result.value;
  }
}
