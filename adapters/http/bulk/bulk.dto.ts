import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { BULK_VERDICTS } from '../../../core';
import { TEXT_LIMITS } from '../../input-limits';

export class BulkCreateQueryDto {
  @ApiPropertyOptional({ description: 'Carrier for rows that name none (see POST /api/carriers); defaults to AT&T.', example: 'T-Mobile', maxLength: TEXT_LIMITS.carrier })
  @IsOptional() @IsString() @MaxLength(TEXT_LIMITS.carrier)
  carrier?: string;

  @ApiPropertyOptional({ description: 'Country of that carrier, where names repeat (Vodafone).', example: 'Germany', maxLength: TEXT_LIMITS.country })
  @IsOptional() @IsString() @MaxLength(TEXT_LIMITS.country)
  country?: string;
}

export class BulkResultsQueryDto {
  @ApiPropertyOptional({ enum: ['json', 'csv'], default: 'json' })
  @IsOptional() @IsIn(['json', 'csv'], { message: 'format must be json or csv' })
  format?: 'json' | 'csv';
}

export class BulkModelCountDto {
  @ApiProperty() make!: string;
  @ApiProperty() model!: string;
  @ApiProperty({ description: 'All rows of this model, whatever their verdict.' }) count!: number;
  @ApiProperty({ description: 'Rows of this model per verdict.', example: { works: 10, does_not_work: 2 } }) verdicts!: Record<string, number>;
}

export class BulkSummaryDto {
  @ApiProperty({ description: 'Rows counted so far (checked or refused).' }) total!: number;
  @ApiProperty({ description: 'Rows that could not be checked (not an IMEI, unknown carrier).' }) invalid!: number;
  @ApiProperty({ description: 'Rows per verdict.', example: Object.fromEntries(BULK_VERDICTS.map((v) => [v, 0])) }) byVerdict!: Record<string, number>;
  @ApiProperty({ description: 'Distinct make and model pairs identified; the lists below name the 100 most frequent.' }) models!: number;
  @ApiProperty({ type: [BulkModelCountDto], description: 'Rows per make and model, most first.' }) byModel!: BulkModelCountDto[];
  @ApiProperty({ type: [BulkModelCountDto], description: 'Models with rows that do not work, most such rows first: the rows to replace are verdicts.does_not_work (count is all rows of the model).' }) toReplace!: BulkModelCountDto[];
  @ApiProperty({ type: [BulkModelCountDto], description: 'Models with rows that need carrier approval, most such rows first: those rows are verdicts.needs_carrier_approval (count is all rows of the model).' }) needsApproval!: BulkModelCountDto[];
  @ApiProperty({ description: 'Share of all rows that work as they are (works or works with limits), 0 to 1.', example: 0.82 }) readyShare!: number;
}

export class BulkJobDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['queued', 'running', 'done', 'failed'], description: 'queued: no row has a result yet (checkedRows 0); running: some have, rows refused at upload (not IMEIs) from the start; done: all have; failed: stopped at failedLine; it resumes from there by itself.' }) status!: string;
  @ApiProperty() totalRows!: number;
  @ApiProperty({ description: 'Rows in the report so far.' }) checkedRows!: number;
  @ApiProperty({ description: 'checkedRows / totalRows, 0 to 1.' }) progress!: number;
  @ApiProperty({ type: BulkSummaryDto }) summary!: BulkSummaryDto;
  @ApiProperty({ nullable: true, type: String }) error!: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'The line the job stopped at, when it failed.' }) failedLine!: number | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) finishedAt!: string | null;
  @ApiProperty({ example: '/api/v1/bulk-checks/5d0c.../results?format=csv', description: 'The report, served once status is done (409 BULK_NOT_FINISHED before).' }) resultsUrl!: string;
}

export class BulkRowDto {
  @ApiProperty({ description: 'Line of the upload (item number for a JSON array).' }) line!: number;
  @ApiProperty({ example: '35293110******7', description: 'IMEI masked; never returned in clear.' }) imei!: string;
  @ApiProperty({ nullable: true, type: String }) make!: string | null;
  @ApiProperty({ nullable: true, type: String }) model!: string | null;
  @ApiProperty({ nullable: true, type: String }) modelNumber!: string | null;
  @ApiProperty({ nullable: true, type: String }) carrier!: string | null;
  @ApiProperty({ nullable: true, enum: BULK_VERDICTS, description: 'null when the row could not be checked (see error).' }) verdict!: string | null;
  @ApiProperty() headline!: string;
  @ApiProperty({ nullable: true, type: String }) fourG!: string | null;
  @ApiProperty({ nullable: true, type: String }) fiveG!: string | null;
  @ApiProperty({ nullable: true, type: String }) volte!: string | null;
  @ApiProperty({ nullable: true, type: String }) wifiCalling!: string | null;
  @ApiProperty({ nullable: true, type: Boolean }) esim!: boolean | null;
  @ApiProperty({ nullable: true, type: String, description: 'The first reason whose capability is not supported.' }) reason!: string | null;
  @ApiProperty({ nullable: true, type: String }) errorCode!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Why the row could not be checked, naming its line.' }) error!: string | null;
}

export class BulkResultsDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['done'], description: 'Always done: the report of an unfinished job is refused with 409.' }) status!: string;
  @ApiProperty({ type: [BulkRowDto] }) rows!: BulkRowDto[];
}
