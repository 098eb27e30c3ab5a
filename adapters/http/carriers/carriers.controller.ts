import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { DomainFailure, ListCarriers } from '../../../core';
import { ErrorBody } from '../common/error-body';
import { CarriersRequestDto, CarriersResponseDto } from './carriers.dto';

@ApiTags('carriers')
@Controller('api')
export class CarriersController {
  constructor(private readonly listCarriers: ListCarriers) {}

  @Post('carriers')
  @HttpCode(200)
  @ApiOperation({ summary: 'Carriers of a country', description:
      'Resolves the country from the location text (Lithuania, Canada, UK/United Kingdom/England by name; otherwise the last comma-separated part, or United States when that part is longer than 15 characters and names no known country) and lists its carriers. A location that names no country with carriers is placed offline: coordinates by the country borders, a place name by the GeoNames gazetteer ("Paris" is Paris, France; "Austin, TX" is in the United States), and `place` names the place used. The United States, Canada, the United Kingdom and Lithuania have curated carriers, the operator\'s own network among the US ones; every other country lists the operators of the public MCC/MNC list, with band plans derived from its frequency text (`confidence: derived`). Selection: AT&T in the United States when listed, else the first carrier.' })
  @ApiBody({ type: CarriersRequestDto, required: false })
  @ApiOkResponse({ type: CarriersResponseDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No country or place of that name has known carriers (or the country named has no operator in the carrier lists).' })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'PLACE_AMBIGUOUS: the text names several countries and no place settles it ("Congo"); details.countries lists them.' })
  async carriers(@Body() body: CarriersRequestDto): Promise<CarriersResponseDto> {
    const result = await this.listCarriers.execute(body.location);
    if (!result.ok) throw new DomainFailure(result.error);
    return result.value;
  }
}
