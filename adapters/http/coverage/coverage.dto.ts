import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { TEXT_LIMITS } from '../../input-limits';

const number = { allowNaN: false, allowInfinity: false };

/** The position fields both coverage calls share; 0,0 is refused by the use case. */
export class PositionDto {
  @ApiProperty({ description: 'Latitude in decimal degrees (-90 to 90). lat and lng must not both be 0.', example: 40.7505 })
  @IsNumber(number, { message: 'lat must be a number (decimal degrees), e.g. 40.7505' })
  @Min(-90, { message: 'lat must be between -90 and 90' })
  @Max(90, { message: 'lat must be between -90 and 90' })
  lat!: number;

  @ApiProperty({ description: 'Longitude in decimal degrees (-180 to 180).', example: -73.9934 })
  @IsNumber(number, { message: 'lng must be a number (decimal degrees), e.g. -73.9934' })
  @Min(-180, { message: 'lng must be between -180 and 180' })
  @Max(180, { message: 'lng must be between -180 and 180' })
  lng!: number;

  @ApiPropertyOptional({ description: 'How the place reads to a person; echoed back. The nearest known place when absent.', example: 'Penn Station, New York' })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_LIMITS.address)
  address?: string;

  @ApiPropertyOptional({
    description:
      'One provider (mobile or broadband) by name; a carrier name is read as POST /api/check reads it at these coordinates (own brands such as "MetroPCS", with or without a generic last word such as "Wireless"). analyze: one of the location\'s country (leave out for all of them); analyze-issue: the reporter\'s provider, filed under the carrier a check there runs on, or one of another country when only that country has the name (a visitor\'s home carrier). Another name answers 422 listing the providers of the location\'s country.',
    example: 'Verizon',
  })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_LIMITS.provider)
  provider?: string;
}

export class AnalyzeCoverageRequestDto extends PositionDto {
  @ApiPropertyOptional({ description: 'Radius in km, 1 to 50. Defaults to 10.', example: 10, minimum: 1, maximum: 50 })
  @IsOptional()
  @IsNumber(number, { message: 'radius_km must be a number of km between 1 and 50' })
  @Min(1, { message: 'radius_km must be between 1 and 50' })
  @Max(50, { message: 'radius_km must be between 1 and 50' })
  radius_km?: number;
}

export class AnalyzeIssueRequestDto extends PositionDto {
  @ApiProperty({ description: 'What is wrong, in the reporter\'s words (at most 2,000 characters). IMEIs, e-mail addresses and phone numbers in it are removed before it is stored or shown.', example: 'Calls keep dropping after a minute near the station' })
  @IsString({ message: 'issue_description must be text' })
  @MaxLength(TEXT_LIMITS.issueDescription, { message: `issue_description must be at most ${TEXT_LIMITS.issueDescription} characters` })
  issue_description!: string;

  @ApiPropertyOptional({ description: 'The reporter\'s browser user agent (or a device name such as "Pixel 7"); only a recognised phone make and model are kept (anything else, an HTTP library\'s name included, is kept as no device). Defaults to the User-Agent header.' })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_LIMITS.userAgent)
  user_agent?: string;

  @ApiPropertyOptional({ description: 'Show your description to others who report something similar nearby. Default false: they see only its category, age and a distance band.', default: false })
  @IsOptional()
  @IsBoolean({ message: 'publish must be true or false' })
  publish?: boolean;
}

class EvidenceCountsDto {
  @ApiProperty({ description: 'Known cell towers of the provider (or its host network) within the radius.' }) towers!: number;
  @ApiProperty({ description: 'Towers per radio technology (GSM, CDMA, UMTS, LTE, NR).', example: { LTE: 12, NR: 3 } }) technologies!: Record<string, number>;
  @ApiProperty() outage_reports!: number;
  @ApiProperty() issue_reports!: number;
  @ApiProperty({ description: 'Distinct reporters behind issue_reports. One reporter\'s reports weigh at most as much as one outage report, and a burst from one source adds little.' }) issue_reporters!: number;
}

export class ProviderCoverageDto {
  @ApiProperty({ example: 'Verizon' }) provider!: string;
  @ApiProperty({ type: Number, nullable: true, minimum: 0, maximum: 100, description: 'Null when there is no evidence.' }) coverage_score!: number | null;
  @ApiProperty({ type: Number, nullable: true, minimum: 1, maximum: 5 }) reliability_rating!: number | null;
  @ApiProperty({ description: 'Issue reports plus the counts of outage reports in the window.' }) recent_issues!: number;
  @ApiProperty({ example: 'No reports in the last 30 days within 10 km. 8 known cell towers nearby.' }) issue_summary!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) last_major_outage!: string | null;
  @ApiProperty({ minimum: 0, maximum: 1 }) confidence_score!: number;
  @ApiProperty({ enum: ['excellent', 'good', 'fair', 'poor'], nullable: true }) recommendation!: string | null;
  @ApiProperty({ type: EvidenceCountsDto }) evidence!: EvidenceCountsDto;
}

class LocationDto {
  @ApiProperty() lat!: number;
  @ApiProperty() lng!: number;
  @ApiProperty() address!: string;
}

class AreaEvidenceDto {
  @ApiProperty() towers!: number;
  @ApiProperty() outage_reports!: number;
  @ApiProperty() issue_reports!: number;
  @ApiProperty({ description: 'Issue reports plus the counts of outage reports, each counted once.' }) recent_issues!: number;
}

export class CoverageAnalysisDto {
  @ApiProperty({ type: LocationDto }) location!: LocationDto;
  @ApiProperty({ type: String, nullable: true, example: 'United States', description: 'Found offline from the coordinates.' }) country!: string | null;
  @ApiProperty({ example: 10 }) radius_km!: number;
  @ApiProperty({ example: 'last 30 days (2026-10-22 to 2026-11-21)' }) data_period!: string;
  @ApiProperty({ format: 'date-time' }) analysis_timestamp!: string;
  @ApiProperty({ type: [ProviderCoverageDto] }) mobile_providers!: ProviderCoverageDto[];
  @ApiProperty({ type: [ProviderCoverageDto] }) broadband_providers!: ProviderCoverageDto[];
  @ApiProperty({ type: AreaEvidenceDto, description: 'All evidence within the radius, each item counted once.' }) area!: AreaEvidenceDto;
}

export class CoverageResponseDto {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ type: CoverageAnalysisDto }) data!: CoverageAnalysisDto;
}

/** Another reporter's report, coarse and unlinkable: no id, device, position, exact time or distance. */
class SimilarReportDto {
  @ApiProperty({ enum: ['outage', 'calls', 'sms', 'data', 'speed', 'signal', 'device'] }) category!: string;
  @ApiProperty({ enum: ['today', 'this week', 'this month', 'older'] }) age!: string;
  @ApiProperty({ enum: ['under 1 km', '1-5 km', '5-20 km', '20-100 km'], description: 'How far from your position, as a band.' }) distance_band!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The reporter\'s words, only when they chose to publish them (publish: true).' }) description!: string | null;
}

export class IssueAnalysisDto {
  @ApiProperty({ description: 'Id of the stored report.' }) report_id!: string;
  @ApiProperty({ enum: ['outage', 'calls', 'sms', 'data', 'speed', 'signal', 'device'] }) issue_classification!: string;
  @ApiProperty() similar_issues_summary!: string;
  @ApiProperty({ type: [SimilarReportDto] }) similar_reports!: SimilarReportDto[];
  @ApiProperty({ type: String, nullable: true }) device_pattern!: string | null;
  @ApiProperty({ type: [String] }) recommendations!: string[];
  @ApiProperty({ minimum: 0, maximum: 1 }) confidence_score!: number;
  @ApiProperty({ enum: ['rules', 'rules+language-model'] }) analyzed_by!: string;
}

export class IssueResponseDto {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ type: IssueAnalysisDto }) data!: IssueAnalysisDto;
}
