import { Readable } from 'node:stream';
import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MikroSearchReader } from '../../persistence/mikro-search-reader';
import { KeyOrAdmin, RATE_LIMIT_HEADERS } from '../auth/access.decorator';
import { ErrorBody } from '../common/error-body';
import { EXPORT_COLUMNS } from '../../export/export-rows';
import { searchesCsv, searchesJson } from '../../export/export-text';
import { searchJson } from './search-json';
import { scopeOf } from './v1.controller';
import { ExportQueryDto, SearchRecordDto } from './v1.dto';

@ApiTags('v1')
@Controller('api/v1')
export class ExportController {
  constructor(private readonly searches: MikroSearchReader) {}

  @Get('export')
  @KeyOrAdmin()
  @ApiOperation({
    summary: 'Download your searches as imei_searches.json or imei_searches.csv',
    description: 'Streamed, oldest first, IMEIs masked. CSV follows RFC 4180; cells starting with = + - @, and such a character after a ; inside a cell, get an apostrophe so spreadsheets (also those splitting on ;) do not run them.',
  })
  @ApiExtraModels(SearchRecordDto)
  @ApiOkResponse({
    description: 'format=json: a JSON array of searches; format=csv: RFC 4180 CSV with a header line. Errors are JSON whatever the format.',
    headers: { ...RATE_LIMIT_HEADERS, 'Content-Disposition': { description: 'attachment; filename="imei_searches.json" (or .csv)', schema: { type: 'string' } } },
    content: {
      'application/json': { schema: { type: 'array', items: { $ref: getSchemaPath(SearchRecordDto) } } },
      'text/csv': {
        schema: { type: 'string', description: `Columns: ${EXPORT_COLUMNS.join(', ')}. IMEIs masked; empty cells where a search has no value.` },
        example: `${EXPORT_COLUMNS.join(',')}\r\n`,
      },
    },
  })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'format is neither json nor csv.' })
  async export(@Query() query: ExportQueryDto, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const format = query.format ?? 'json';
    const rows = this.searches.stream(scopeOf(req));
    res.header('Content-Disposition', `attachment; filename="imei_searches.${format}"`);
    res.header('Cache-Control', 'no-store');
    // The headers are gone by the time a failure (a client that hung up, a database error) can
    // happen: the stream errors and the answer is cut off.
    if (format === 'csv') res.type('text/csv; charset=utf-8').send(Readable.from(searchesCsv(rows)));
    else res.type('application/json; charset=utf-8').send(Readable.from(searchesJson(rows, searchJson)));
  }
}
