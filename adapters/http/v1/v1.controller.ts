import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBody, ApiExtraModels, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse, getSchemaPath } from '@nestjs/swagger';
import type { FastifyRequest as Request } from 'fastify';
import { CheckDevice, DomainFailure } from '../../../core';
import { MikroSearchReader } from '../../persistence/mikro-search-reader';
import { KeyOrAdmin, KeyRequired, RATE_LIMIT_HEADERS } from '../auth/access.decorator';
import { callerOf } from '../auth/caller-identity';
import { apiKeyOf, principalOf } from '../auth/principal';
import { CHECK_REQUEST_EXAMPLES, CheckRequestDto, CheckResponseDto, checkInputOf } from '../check/check.dto';
import { BlacklistedBody, DeviceUnknownBody, ErrorBody, ForbiddenBody } from '../common/error-body';
import { decodeCursor, encodeCursor } from './search-cursor';
import { searchJson } from './search-json';
import { RecentQueryDto, RecentSearchesDto, SearchRecordDto, StatsDto } from './v1.dto';
import { UuidParam } from '../common/uuid-param';

/** The caller's scope: an API key reads only its own searches, an admin session all of them. */
export const scopeOf = (req: Request): { apiKeyId: string } | { all: true } => (principalOf(req)?.kind === 'admin' ? { all: true } : { apiKeyId: apiKeyOf(req)!.id });

@ApiTags('v1')
@Controller('api/v1')
export class V1Controller {
  constructor(private readonly checkDevice: CheckDevice, private readonly searches: MikroSearchReader) {}

  @Post('check')
  @KeyRequired()
  @HttpCode(200)
  @ApiOperation({ summary: 'Check a device (keyed)', description: 'Same as POST /api/check, recorded under your key and counted against its limit.' })
  @ApiBody({ type: CheckRequestDto, examples: CHECK_REQUEST_EXAMPLES })
  @ApiOkResponse({ type: CheckResponseDto, headers: RATE_LIMIT_HEADERS })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'Wrong IMEI check digit; unknown carrier or country; a carrier not in the given country; a carrier name found in several countries (CARRIER_AMBIGUOUS).' })
  @ApiExtraModels(BlacklistedBody, ForbiddenBody)
  @ApiForbiddenResponse({
    description: 'The IMEI is blacklisted (IMEI_BLACKLISTED, with blacklisted and reason), or an admin session was sent instead of a key (FORBIDDEN).',
    schema: { oneOf: [{ $ref: getSchemaPath(BlacklistedBody) }, { $ref: getSchemaPath(ForbiddenBody) }] },
  })
  @ApiNotFoundResponse({ type: DeviceUnknownBody, description: 'DEVICE_UNKNOWN: the TAC is in no list (details: tac, deviceSearch, modelNumberField: send modelNumber or deviceId). NOT_FOUND: the modelNumber or deviceId given is not in the catalog.' })
  async check(@Body() body: CheckRequestDto, @Req() req: Request): Promise<CheckResponseDto> {
    const apiKeyId = apiKeyOf(req)!.id;
    const result = await this.checkDevice.execute(checkInputOf(body, { channel: 'api', apiKeyId, allowImeisv: true, caller: callerOf(req) }));
    if (!result.ok) throw new DomainFailure(result.error);
    return result.value;
  }

  @Get('search/:id')
  @KeyOrAdmin()
  @ApiOperation({ summary: 'One of your searches by id (an admin session: any search, IMEI masked)' })
  @ApiOkResponse({ type: SearchRecordDto, headers: RATE_LIMIT_HEADERS })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No search with that id under your key.' })
  async search(@Param('id', new UuidParam(() => notFound())) id: string, @Req() req: Request): Promise<SearchRecordDto> {
    const search = await this.searches.findById(id, scopeOf(req));
    if (!search) throw notFound();
    return searchJson(search);
  }

  @Get('recent-searches')
  @KeyOrAdmin()
  @ApiOperation({ summary: 'Your latest successful identifications, newest first (an admin session: everyone\'s)', description: 'Paged by cursor: pass the nextCursor of one page as cursor to read the next; it is null on the last page.' })
  @ApiOkResponse({ type: RecentSearchesDto, headers: RATE_LIMIT_HEADERS })
  async recent(@Query() query: RecentQueryDto, @Req() req: Request): Promise<RecentSearchesDto> {
    const limit = query.limit ?? 10;
    const rows = await this.searches.recent(scopeOf(req), limit + 1, query.cursor ? decodeCursor(query.cursor) : undefined);
    const page = rows.slice(0, limit);
    return {
      searches: page.map((s) => ({ id: s.id, searchedAt: s.searchedAt.toISOString(), device: s.device!, channel: s.channel })),
      nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]) : null,
    };
  }

  @Get('stats')
  @KeyOrAdmin()
  @ApiOperation({ summary: 'Statistics of your searches (an admin session: of all searches)', description: 'Computed by the database with aggregate queries.' })
  @ApiOkResponse({ type: StatsDto, headers: RATE_LIMIT_HEADERS })
  async stats(@Req() req: Request): Promise<StatsDto> {
    const scope = scopeOf(req);
    // Demo searches (seed --demo) are in every figure: the answer says how many, so a page can label them.
    const [stats, demoSearches] = await Promise.all([this.searches.stats(scope), this.searches.demoSearches(scope)]);
    return { ...stats, demoSearches };
  }
}

const notFound = () => new NotFoundException({ error: 'No search with that id under your API key.', code: 'NOT_FOUND' });
