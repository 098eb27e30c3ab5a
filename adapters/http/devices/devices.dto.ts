import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IntegerQuery } from '../common/integer-query';
import { TEXT_LIMITS } from '../../input-limits';

export class DeviceQueryDto {
  @ApiProperty({ description: 'Device name or model number, as a person would type it.', example: 'Galaxy S24', minLength: 1, maxLength: TEXT_LIMITS.deviceQuery })
  @IsString()
  @MaxLength(TEXT_LIMITS.deviceQuery)
  query!: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 50, default: 20 })
  @IsOptional() @IntegerQuery() @IsInt() @Min(1) @Max(50)
  limit?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 100000, default: 0 })
  @IsOptional() @IntegerQuery() @IsInt() @Min(0) @Max(100000)
  offset?: number;
}

export class DeviceSummaryDto {
  @ApiProperty({ example: 'samsung-galaxy-s24-us', description: 'Catalog id: send it as `deviceId` with POST /api/check.' }) id!: string;
  @ApiProperty({ example: 'Samsung' }) make!: string;
  @ApiProperty({ example: 'Galaxy S24', description: 'Model name without the make.' }) name!: string;
  @ApiProperty({ nullable: true, type: String, example: 'US (SM-S921U/U1)' }) variant!: string | null;
  @ApiProperty({ type: [String], example: ['SM-S921U', 'SM-S921U1'] }) modelNumbers!: string[];
  @ApiProperty({ nullable: true, type: Number, example: 2024 }) releaseYear!: number | null;
  @ApiProperty({ example: 'smartphone', enum: ['smartphone', 'tablet', 'watch', 'feature_phone', 'hotspot'] }) type!: string;
  @ApiProperty({ nullable: true, type: Boolean }) esim!: boolean | null;
}

export class DevicePageDto {
  @ApiProperty({ type: [DeviceSummaryDto] }) items!: DeviceSummaryDto[];
  @ApiProperty({ description: 'Matching devices in all pages.' }) total!: number;
}

class SourceDto {
  @ApiProperty() name!: string;
  @ApiPropertyOptional() url?: string;
  @ApiProperty({ example: '2024-01-17', description: 'Date of the source document.' }) date!: string;
}

export class DeviceDetailsDto extends DeviceSummaryDto {
  @ApiProperty({ type: [Number] }) lteBands!: number[];
  @ApiPropertyOptional({ description: 'Present where the source\'s LTE list may lack bands the device has (a garbled source line), saying why; a band missing from it is then unknown in checks.' })
  lteBandsIncomplete?: string;
  @ApiProperty({ type: [Number] }) nrBands!: number[];
  @ApiPropertyOptional({ description: 'Present where the source\'s 5G list may lack bands the device has (a line cut short, or one carrier\'s line given for every model), saying why; a 5G band missing from it is then unknown in checks.' })
  nrBandsIncomplete?: string;
  @ApiProperty({ type: Boolean, nullable: true, description: 'Whether the source says the device has VoLTE; null where it does not say (checks then answer VoLTE from the carrier\'s facts or as unknown).' })
  volte!: boolean | null;
  @ApiProperty({ type: Boolean, nullable: true, description: 'Whether the source says the device has Wi-Fi calling; null where it does not say.' })
  wifiCalling!: boolean | null;
  @ApiProperty({ type: Number, nullable: true, example: 20, description: 'LTE UE category as the source gives it; null where none is published.' })
  lteCategory!: number | null;
  @ApiProperty({ type: SourceDto }) source!: SourceDto;
}
