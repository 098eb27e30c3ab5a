import { Readable } from 'node:stream';
import { Controller, Get, HttpCode, HttpException, HttpStatus, Inject, Logger, NotFoundException, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse, ApiBadRequestResponse, ApiConflictResponse, ApiExtraModels, ApiNotFoundResponse, ApiOkResponse, ApiOperation,
  ApiPayloadTooLargeResponse, ApiTags, ApiUnsupportedMediaTypeResponse,
  ApiUnprocessableEntityResponse, getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { CheckBulkRows, DomainFailure, MAX_BULK_ROWS, type ApiKeyIdentity, type Clock, type Result } from '../../../core';
import { readBulkJsonInto } from '../../bulk/bulk-file';
import { canInflate, contentCoding } from '../../content-encoding';
import { BulkUploadTooLarge, readBulkUpload } from '../../bulk/bulk-upload';
import type { BulkJobDraft } from '../../persistence/bulk-job-draft';
import { bulkCsvReport, bulkJsonReport } from '../../bulk/bulk-report';
import { MikroBulkJobs } from '../../persistence/mikro-bulk-jobs';
import { systemRandom } from '../../system-ports';
import { CLOCK } from '../../tokens';
import { KeyOrAdmin, KeyRequired, RATE_LIMIT_HEADERS } from '../auth/access.decorator';
import { apiKeyOf } from '../auth/principal';
import { ErrorBody } from '../common/error-body';
import { ApiRequestContent } from '../openapi-bodies';
import { scopeOf } from '../v1/v1.controller';
import { BulkAllowance } from './bulk-allowance';
import { BodyRules } from '../common/body-parsing';
import { BULK_BODY_LIMIT, BULK_JSON_BODY, BULK_REQUEST_CONTENT, BULK_TEXT_TYPES, FREE_BULK_BYTES, FREE_ROWS, FREE_UPLOAD_TOO_LARGE } from './bulk-bodies';
import { bulkJobJson } from './bulk-job-json';
import { unfinishedReport, UNFINISHED_EXAMPLE } from './bulk-unfinished';
import { BulkCreateQueryDto, BulkJobDto, BulkResultsDto, BulkResultsQueryDto } from './bulk.dto';
import { UuidParam } from '../common/uuid-param';

const notFound = () => new NotFoundException({ success: false, error: 'No bulk check with that id under your API key.', code: 'NOT_FOUND' });
const uuid = new UuidParam(notFound);

@ApiTags('v1')
@Controller('api/v1/bulk-checks')
export class BulkController {
  constructor(
    private readonly jobs: MikroBulkJobs,
    private readonly allowance: BulkAllowance,
    private readonly bulk: CheckBulkRows,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post()
  @BodyRules({ limit: BULK_BODY_LIMIT, anyType: true, jsonBody: BULK_JSON_BODY, freeKey: { limit: FREE_BULK_BYTES, refusal: FREE_UPLOAD_TOO_LARGE } })
  @KeyRequired()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Check a whole fleet: upload a list of IMEIs, get a job id',
    description: `A CSV (header names found without mapping: imei, carrier or network, country, model number) or a plain list with one IMEI per line, as text/csv or text/plain; or a JSON array of IMEIs or of {imei, carrier, country, modelNumber}. At most ${MAX_BULK_ROWS} rows. Rows that are not IMEIs stay in the report with their error. The job runs in the background; poll GET /api/v1/bulk-checks/{id}. Fair use: a free key pays one request of its hourly allowance per row, pro and enterprise one per job. A free key's list of more rows than its hourly allowance is refused with 413 BULK_TOO_LARGE_FOR_TIER and not counted; one of more rows than are left this hour with 429 and Retry-After.`,
  })
  @ApiRequestContent(BULK_REQUEST_CONTENT)
  @ApiAcceptedResponse({
    type: BulkJobDto,
    headers: { ...RATE_LIMIT_HEADERS, Location: { description: 'The job: /api/v1/bulk-checks/{id}.', schema: { type: 'string' } } },
    description: 'Job accepted; Location names it.',
  })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Empty list, no IMEI column, more than 100,000 rows, or unreadable CSV; the message names the line.' })
  @ApiPayloadTooLargeResponse({
    type: ErrorBody,
    description: `PAYLOAD_TOO_LARGE: upload larger than 16 MB. BULK_TOO_LARGE_FOR_TIER: a free key's list of more rows than its whole hourly allowance (${FREE_ROWS}), or an upload larger than ${FREE_BULK_BYTES / 1024} KB, more than that many rows ever need (cut off as it arrives); no wait makes it fit, so there is no Retry-After: split the list, or use a pro key. That refusal is not counted against the key.`,
    example: { success: false, error: `A free key checks at most ${FREE_ROWS} rows per hour, and this list has 150, so it cannot be taken as it is (nothing was counted). Split it into lists of at most ${FREE_ROWS} rows, or use a pro key, which pays one request per job.`, code: 'BULK_TOO_LARGE_FOR_TIER' },
  })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorBody, description: 'UNSUPPORTED_MEDIA_TYPE: not text/csv, text/plain or application/json. UNSUPPORTED_ENCODING: a charset other than UTF-8, or a Content-Encoding other than gzip, deflate or br.' })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'The carrier or country given as the default is unknown, not in that country, or a name found in several countries (CARRIER_AMBIGUOUS).' })
  async create(@Query() query: BulkCreateQueryDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<BulkJobDto> {
    const key = apiKeyOf(req)!;
    // The default carrier is refused before any row is read or paid for, as a single check would refuse it.
    const refused = await this.bulk.refusedDefault(query);
    if (refused) throw new DomainFailure(refused);
    const draft = this.jobs.draft();
    const read = await this.readUpload(req, draft, key, res);
    if (!read.ok) throw new DomainFailure(read.error);
    await this.allowance.charge(key, read.value, req, res);
    // The job as stored, status, progress and summary from one moment (the worker may be at it already).
    const { job, summary } = await this.jobs.create({ id: systemRandom.uuid(), apiKeyId: key.id, channel: 'api', carrier: query.carrier, country: query.country, draft, now: this.clock.now() });
    res.header('Location', `/api/v1/bulk-checks/${job.id}`);
    return bulkJobJson(job, summary);
  }

  @Get(':id')
  @KeyOrAdmin()
  @ApiOperation({ summary: 'Status, progress and summary of a bulk check (only the key that made it, or an admin)' })
  @ApiOkResponse({ type: BulkJobDto, headers: RATE_LIMIT_HEADERS })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No bulk check with that id under your key.' })
  async status(@Param('id', uuid) id: string, @Req() req: Request): Promise<BulkJobDto> {
    const job = await this.jobs.find(id, scopeOf(req));
    if (!job) throw notFound();
    return bulkJobJson(job, job.summary ?? (await this.jobs.liveSummary(job.id)));
  }

  @Get(':id/results')
  @KeyOrAdmin()
  @ApiOperation({
    summary: 'The report of a finished bulk check, streamed in line order',
    description: 'Served once the job is done (status "done" at GET /api/v1/bulk-checks/{id}); before that, in either format, the answer is 409 BULK_NOT_FINISHED with Retry-After, never a partial report. IMEIs masked. In CSV, each row is one line: line breaks and other control characters in a cell (text echoed from the upload) become spaces, and cells starting with = + - @ (after any leading blanks), and such a character after a ; inside a cell, get an apostrophe.',
  })
  @ApiExtraModels(BulkResultsDto)
  @ApiOkResponse({
    description: 'format=json: the job and all its rows; format=csv: RFC 4180 CSV with a header line and one line per row. Errors are JSON whatever the format.',
    headers: RATE_LIMIT_HEADERS,
    content: {
      'application/json': { schema: { $ref: getSchemaPath(BulkResultsDto) } },
      'text/csv': { schema: { type: 'string', description: 'One line per row, in line order; IMEIs masked.' } },
    },
  })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'format is neither json nor csv.' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No bulk check with that id under your key.' })
  @ApiConflictResponse({
    type: ErrorBody,
    headers: { 'Retry-After': { description: 'Seconds until it is worth polling again.', schema: { type: 'integer' } } },
    description: 'BULK_NOT_FINISHED: the job is queued, running, or failed and about to resume (details: status, checkedRows, totalRows). Poll GET /api/v1/bulk-checks/{id} until status is "done", then ask again.',
    example: UNFINISHED_EXAMPLE,
  })
  async results(@Param('id', uuid) id: string, @Query() query: BulkResultsQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const job = await this.jobs.find(id, scopeOf(req));
    if (!job) throw notFound();
    if (job.status !== 'done') throw unfinishedReport(job, res);
    const format = query.format ?? 'json';
    res.header('Content-Disposition', `attachment; filename="bulk-check-${job.id}.${format}"`);
    res.header('Cache-Control', 'no-store');
    res.type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8');
    const pages = this.jobs.results(job.id);
    const text = format === 'csv' ? bulkCsvReport(pages) : bulkJsonReport(job, pages);
    // One page in hand at a time; the stream waits while the client reads, and is destroyed (no more paging) if it leaves.
    const report = Readable.from(text, { highWaterMark: 1 });
    report.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'ERR_STREAM_PREMATURE_CLOSE') new Logger('BulkChecks').warn(`report of ${job.id} stopped: ${e.message}`);
    });
    res.send(report);
  }

  /**
   * Reads the upload into the draft: CSV and plain lists straight from the request stream (the raw
   * Node request), a JSON array from the parsed body.
   */
  /** Reads the list into the draft; a free key's text upload is cut off at FREE_BULK_BYTES, as its JSON is by the parser. */
  private async readUpload(req: Request, draft: BulkJobDraft, key: ApiKeyIdentity, res: Response): Promise<Result<number>> {
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (BULK_TEXT_TYPES.includes(type)) {
      refuseUnreadable(req);
      const free = key.tier === 'free';
      try {
        return await readBulkUpload(req.raw, req.headers['content-encoding'], draft, free ? FREE_BULK_BYTES : undefined);
      } catch (e) {
        if (e instanceof BulkUploadTooLarge && free) throw await this.allowance.refused(key, FREE_UPLOAD_TOO_LARGE, res);
        if (e instanceof BulkUploadTooLarge) throw new HttpException({ success: false, error: e.message, code: 'PAYLOAD_TOO_LARGE' }, HttpStatus.PAYLOAD_TOO_LARGE);
        throw e;
      }
    }
    if (/^application\/([\w.-]+\+)?json$/.test(type)) return readBulkJsonInto(req.body, draft);
    throw new HttpException(
      { success: false, error: `Send the list as text/csv, text/plain (one IMEI per line) or application/json (an array); got ${req.headers['content-type'] ?? 'no Content-Type'}.`, code: 'UNSUPPORTED_MEDIA_TYPE' },
      HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    );
  }
}

const UTF8 = /^(utf-?8|us-ascii)$/i;

/** A list in a charset or content coding it could not be read in is refused before a row is read or paid for (415). */
function refuseUnreadable(req: Request): void {
  const charset = /;\s*charset\s*=\s*"?([\w-]+)/i.exec(req.headers['content-type'] ?? '')?.[1];
  const coding = contentCoding(req.headers['content-encoding']);
  const problem =
    charset && !UTF8.test(charset)
      ? `The list's charset ${charset} is not supported; send it as UTF-8.`
      : coding !== 'identity' && !canInflate(coding)
        ? `Content-Encoding ${coding} is not supported; send the list uncompressed, or as gzip, deflate or br.`
        : null;
  if (problem) throw new HttpException({ success: false, error: problem, code: 'UNSUPPORTED_ENCODING' }, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
}
