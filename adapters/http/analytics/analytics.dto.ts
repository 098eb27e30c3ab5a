import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Present, and true, only on an entry made from demo data (`bandwise seed --demo`). */
const DEMO_MARK = { type: Boolean, enum: [true], description: 'Present (true) only on an entry made from demo data (`bandwise seed --demo`); absent on real ones.' };

class CompatibilityStatsDto {
  @ApiProperty({ description: 'Identified devices that work on the chosen carrier.' }) compatible!: number;
  @ApiProperty({ description: 'Identified devices with limited compatibility.' }) incompatible!: number;
  @ApiProperty({ description: 'Searches that identified no device (unknown TAC, blocked IMEI).' }) unknown!: number;
}

class DeviceTypeDto {
  @ApiProperty({ example: 'Smartphone' }) type!: string;
  @ApiProperty() count!: number;
}

class LocationStatDto {
  @ApiProperty({ example: 'Austin', description: 'From the GeoNames gazetteer, never the visitor\'s text; Unknown when it cannot be placed.' }) city!: string;
  @ApiProperty({ example: 'Texas' }) state!: string;
  @ApiProperty({ example: 'United States' }) country!: string;
  @ApiProperty() searches!: number;
  @ApiPropertyOptional(DEMO_MARK) demo?: true;
}

class ApiUsageStatDto {
  @ApiProperty({ example: 'API key #1', description: 'A rank by requests among real keys, never the key\'s name (free text chosen by its creator); the demo key of `bandwise seed --demo` is named "Demo key (seed --demo)".' }) apiKeyName!: string;
  @ApiProperty() totalRequests!: number;
  @ApiProperty() requestsLastHour!: number;
  @ApiProperty() rateLimitViolations!: number;
  @ApiPropertyOptional(DEMO_MARK) demo?: true;
}

/** Named apart from the v1 statistics' PopularDeviceDto: one schema name per shape in the document. */
class DemoPopularDeviceDto {
  @ApiProperty({ example: 'Google' }) brand!: string;
  @ApiProperty({ example: 'Pixel 4' }) model!: string;
  @ApiProperty() searches!: number;
  @ApiPropertyOptional(DEMO_MARK) demo?: true;
}

class ActivityDto {
  @ApiProperty({ example: 'Device check' }) action!: string;
  @ApiProperty({ example: 'Google Pixel 4 on T-Mobile: compatible' }) details!: string;
  @ApiProperty({ example: 'Austin, Texas, United States' }) location!: string;
  @ApiProperty({ format: 'date-time', description: 'The hour of the event (minutes and seconds zero): an exact time beside a device and a place could single out a person.', example: '2026-11-24T21:00:00.000Z' }) timestamp!: string;
  @ApiPropertyOptional(DEMO_MARK) demo?: true;
}

class DayCountDto {
  @ApiProperty({ example: '2026-11-21' }) date!: string;
  @ApiProperty() searches!: number;
}

export class DemoAnalyticsDto {
  @ApiProperty() totalSearches!: number;
  @ApiProperty({ description: 'Distinct e-mail addresses that registered an API key (placeholder identities of browsers excluded).' }) totalUsers!: number;
  @ApiProperty({ description: 'API keys not revoked.' }) totalApiKeys!: number;
  @ApiProperty({ type: CompatibilityStatsDto }) compatibilityStats!: CompatibilityStatsDto;
  @ApiProperty({ type: [DeviceTypeDto], description: 'Top 5.' }) deviceTypes!: DeviceTypeDto[];
  @ApiProperty({ type: [LocationStatDto], description: 'Top 5, city level at most.' }) locationStats!: LocationStatDto[];
  @ApiProperty({ type: [ApiUsageStatDto], description: 'Top 5 keys by requests.' }) apiUsageStats!: ApiUsageStatDto[];
  @ApiProperty({ type: [DemoPopularDeviceDto], description: 'Top 5.' }) popularDevices!: DemoPopularDeviceDto[];
  @ApiProperty({ type: [ActivityDto], description: 'Latest 8.' }) recentActivity!: ActivityDto[];
  @ApiProperty({ type: [DayCountDto], description: 'The last 30 UTC days, oldest first.' }) searchesByDay!: DayCountDto[];
  @ApiProperty({ description: 'How many of totalSearches are demo data (`bandwise seed --demo`). Every search figure here includes them (device types, places, devices, the chart, the compatibility counts), so a page showing them says so; 0 without demo data.', example: 0 })
  demoSearches!: number;
  @ApiProperty({ description: 'How many of totalApiKeys are the demo key (0 or 1).', example: 0 }) demoApiKeys!: number;
  @ApiProperty({ format: 'date-time' }) generatedAt!: string;
}
