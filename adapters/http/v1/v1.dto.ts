import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { CAPABILITY_LEVELS, SEARCH_CHANNELS, VOICE_CAPABILITIES, type SearchChannel, type VoiceCapability } from '../../../core';
import { IntegerQuery } from '../common/integer-query';

export class RecentQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: 10 })
  @IsOptional() @IntegerQuery() @IsInt() @Min(1) @Max(100)
  limit?: number;

  @ApiPropertyOptional({ description: 'The nextCursor of the previous page, unchanged, to read the page after it.', maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' })
  @IsOptional() @IsString() @MaxLength(200) @Matches(/^[A-Za-z0-9_-]+$/, { message: 'cursor must be the nextCursor of a previous page' })
  cursor?: string;
}

export class ExportQueryDto {
  @ApiPropertyOptional({ enum: ['json', 'csv'], default: 'json' })
  @IsOptional() @IsIn(['json', 'csv'], { message: 'format must be json or csv' })
  format?: 'json' | 'csv';
}

class SearchDeviceDto {
  @ApiProperty({ example: 'Google' }) make!: string;
  @ApiProperty({ example: 'Pixel 4' }) model!: string;
  @ApiProperty({ nullable: true, type: Number, example: 2019 }) year!: number | null;
}

const level = { enum: CAPABILITY_LEVELS };
class SearchCapabilitiesDto {
  @ApiProperty(level) fourG!: string;
  @ApiProperty(level) fiveG!: string;
  @ApiProperty(level) volte!: string;
  @ApiProperty(level) wifiCalling!: string;
}

const CHANNEL = {
  enum: SEARCH_CHANNELS,
  example: 'api',
  description: 'The front door the search came through: web, api, cli, mcp, or demo for the sample data `bandwise seed --demo` makes (remove it with `bandwise seed --demo --remove`).',
};

export class SearchRecordDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: '35293110******9', description: 'Masked: the serial is never returned.' }) imei!: string;
  @ApiProperty({ type: SearchDeviceDto, nullable: true }) device!: SearchDeviceDto | null;
  @ApiProperty({ type: SearchCapabilitiesDto, nullable: true }) capabilities!: SearchCapabilitiesDto | null;
  @ApiProperty({
    type: [String],
    enum: VOICE_CAPABILITIES,
    example: [],
    description: 'Capabilities the check answered on the labelled inference rule alone: likely, not confirmed. Empty for searches recorded before this was kept.',
  })
  inferred!: VoiceCapability[];
  @ApiProperty({ nullable: true, type: String, example: 'T-Mobile' }) carrier!: string | null;
  @ApiProperty() success!: boolean;
  @ApiProperty({ nullable: true, type: String, example: null }) errorCode!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Austin, Texas, United States', description: 'Where the device is used, as recorded (shared coordinates as the place they fall in).' })
  location!: string | null;
  @ApiProperty(CHANNEL) channel!: SearchChannel;
  @ApiProperty({ format: 'date-time' }) searchedAt!: string;
}

class RecentSearchDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) searchedAt!: string;
  @ApiProperty({ type: SearchDeviceDto }) device!: SearchDeviceDto;
  @ApiProperty(CHANNEL) channel!: SearchChannel;
}

export class RecentSearchesDto {
  @ApiProperty({ type: [RecentSearchDto] }) searches!: RecentSearchDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as cursor to read the next page; null on the last page.', example: null })
  nextCursor!: string | null;
}

class PopularDeviceDto {
  @ApiProperty({ example: 'Google Pixel 4' }) name!: string;
  @ApiProperty({ example: 'Google' }) manufacturer!: string;
  @ApiProperty({ example: 12 }) searches!: number;
}

export class StatsDto {
  @ApiProperty() totalSearches!: number;
  @ApiProperty({ description: 'Distinct make and model among identified devices.' }) uniqueDevices!: number;
  @ApiProperty({ description: 'Checks made through the keyed API (POST /api/v1/check).' }) apiCalls!: number;
  @ApiProperty({ description: 'Percent of searches that identified a device.', example: 87.5 }) successRate!: number;
  @ApiProperty({ type: [PopularDeviceDto] }) popularDevices!: PopularDeviceDto[];
  @ApiProperty({ description: 'How many of totalSearches are demo data (channel demo, made by `bandwise seed --demo`); every figure above includes them. 0 without demo data.', example: 0 })
  demoSearches!: number;
}
