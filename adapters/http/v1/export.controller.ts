import { once } from 'node:events';
import { Readable } from 'node:stream';
import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { stringify } from 'csv-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MikroSearchReader } from '../../persistence/mikro-search-reader';
import { KeyOrAdmin, RATE_LIMIT_HEADERS } from '../auth/access.decorator';
import { ErrorBody } from '../common/error-body';
import { EXPORT_COLUMNS, exportRow } from '../../export/export-rows';
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
    description: 'Streamed, oldest first, IMEIs masked. CSV follows RFC 4180; cells starting with = + - @ are prefixed with an apostrophe so spreadsheets do not run them.',
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
    if (format === 'csv') {
      const csv = stringify({ header: true, columns: [...EXPORT_COLUMNS], record_delimiter: '\r\n', quoted_match: /[",\r\n]/ });
      res.type('text/csv; charset=utf-8').send(csv);
      for await (const s of rows) if (!csv.write(exportRow(s))) await once(csv, 'drain');
      csv.end();
      return;
    }
    // The headers are gone by the time a failure (a client that hung up, a database error) can
    // happen: the stream errors and the answer is cut off.
    res.type('application/json; charset=utf-8').send(Readable.from(jsonArray(rows)));
  }
}

/** The searches as one JSON array, produced row by row. */
async function* jsonArray(rows: AsyncIterable<Parameters<typeof searchJson>[0]>): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const s of rows) {
    yield (first ? '' : ',') + JSON.stringify(searchJson(s));
    first = false;
  }
  yield ']';
}
