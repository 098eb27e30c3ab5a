import { Body, Controller, Delete, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { FastifyReply as Response } from 'fastify';
import { domainError, DomainFailure, parseImei } from '../../../core';
import { BlacklistCsvImport } from '../../blacklist/blacklist-csv-import';
import { MikroBlacklist, type BlacklistListing } from '../../persistence/mikro-blacklist';
import { AdminRequired } from '../auth/admin-required.decorator';
import { ErrorBody } from '../common/error-body';
import { BlacklistAddDto, BlacklistAddResponseDto, BlacklistEntryDto, BlacklistImportDto, BlacklistImportResponseDto, BlacklistListDto } from './blacklist.dto';

/** An entry id as the list gives it: 64 hexadecimal digits, in either case as copied. */
const HASH_ID = /^[0-9a-f]{64}$/i;

const toDto = ({ reasonPublic, ...e }: BlacklistListing): BlacklistEntryDto => ({ ...e, addedAt: e.addedAt.toISOString(), public: reasonPublic });

/**
 * Blocked IMEIs for admins: entries are keyed by the IMEI's keyed hash, so the list shows masked
 * IMEIs only. A blocked IMEI answers POST /api/check with 403 and the reason, in every instance
 * within one refresh interval.
 */
@ApiTags('admin')
@AdminRequired()
@Controller('api/admin/blacklist')
export class BlacklistController {
  constructor(private readonly blacklist: MikroBlacklist, private readonly importer: BlacklistCsvImport) {}

  @Get()
  @ApiOperation({ summary: 'List blocked IMEIs (masked), newest first' })
  @ApiOkResponse({ type: BlacklistListDto })
  async list(): Promise<BlacklistListDto> {
    const entries = (await this.blacklist.list()).map(toDto);
    return { entries, total: entries.length };
  }

  @Post()
  @ApiOperation({
    summary: 'Block an IMEI (or change the reason, source or visibility of its entry)',
    description:
      'Answers 201 (added: true) for a new entry. For an IMEI already blocked, 200: the fields given that differ from the stored entry change ' +
      '(updated: true, `changed` names them), `source` and `public` left out keep their stored values, and the entry keeps its first-reported date (`addedAt`); ' +
      'nothing new leaves it as it was (updated: false).',
  })
  @ApiCreatedResponse({ type: BlacklistAddResponseDto, description: 'A new entry.' })
  @ApiOkResponse({ type: BlacklistAddResponseDto, description: 'The IMEI was already blocked: the entry as stored, with what changed (if anything).' })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Missing reason, or an IMEI of the wrong length or with characters other than digits.' })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'The IMEI\'s check digit is wrong (IMEI_CHECK_DIGIT).' })
  async add(@Body() body: BlacklistAddDto, @Res({ passthrough: true }) res: Response): Promise<BlacklistAddResponseDto> {
    const digits = imeiOrFail(body.imei);
    const outcome = await this.blacklist.add(digits, { reason: body.reason.trim(), source: body.source?.trim() || undefined, reasonPublic: body.public ?? undefined }, 'admin');
    res.status(outcome.added ? 201 : 200);
    const changed = outcome.changed.map((field) => (field === 'reasonPublic' ? 'public' : field));
    return { success: true, added: outcome.added, updated: changed.length > 0, changed, entry: toDto(outcome.entry) };
  }

  @Post('import')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Block many IMEIs from CSV (imei, reason, source)',
    description: 'All or nothing: when any line has an invalid IMEI or no reason, nothing is stored and the answer (400) lists every bad line in `invalid`.',
  })
  @ApiOkResponse({ type: BlacklistImportResponseDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Some lines are invalid; `invalid` lists them as {line, imei, error}.' })
  async import(@Body() body: BlacklistImportDto): Promise<BlacklistImportResponseDto> {
    const result = await this.importer.importText(body.csv);
    if (result.invalid.length > 0) {
      const lines = result.invalid.map((p) => p.line).join(', ');
      throw new DomainFailure(domainError('INPUT_INVALID', `Nothing was imported: ${result.invalid.length} invalid line(s) (${lines}).`, { invalid: result.invalid }));
    }
    return { success: true, rows: result.rows, added: result.added, updated: result.updated, unchanged: result.unchanged };
  }

  @Delete(':imeiOrId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Unblock an IMEI, given as the IMEI or as the entry id from the list' })
  @ApiNoContentResponse({ description: 'Removed.' })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'The IMEI\'s check digit is wrong (IMEI_CHECK_DIGIT).' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'That IMEI is not on the blacklist.' })
  async remove(@Param('imeiOrId') imeiOrId: string): Promise<void> {
    const removed = HASH_ID.test(imeiOrId) ? await this.blacklist.removeById(imeiOrId.toLowerCase()) : await this.blacklist.remove(imeiOrFail(imeiOrId));
    if (!removed) throw new DomainFailure(domainError('NOT_FOUND', 'That IMEI is not on the blacklist.'));
  }
}

function imeiOrFail(input: string): string {
  const parsed = parseImei(input);
  if (!parsed.ok) throw new DomainFailure(parsed.error);
  return parsed.value.digits;
}
