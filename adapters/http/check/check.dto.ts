import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { CAPABILITY_LEVELS, VERDICTS, VOICE_CAPABILITIES, type CheckDeviceInput, type Verdict, type VoiceCapability } from '../../../core';
import { SchemaExample } from '../openapi-bodies';
import { TEXT_LIMITS } from '../../input-limits';

/**
 * Whole requests the server takes, one per way of naming the device (the fields' own examples
 * cannot be combined: modelNumber and deviceId are alternatives). Shown for both check operations.
 */
export const CHECK_REQUEST_EXAMPLES = {
  imei: { summary: 'By IMEI', value: { imei: '352931100000009', network: 'T-Mobile', location: 'Austin, TX' } },
  country: { summary: 'A carrier whose name repeats across countries', value: { imei: '352931100000009', network: 'Vodafone', country: 'Germany' } },
  modelNumber: { summary: 'An unknown TAC, by model number', value: { imei: '352931100000009', network: 'Verizon', modelNumber: 'SM-S921U' } },
  deviceId: { summary: 'An unknown TAC, by catalog id', value: { imei: '352931100000009', network: 'T-Mobile', deviceId: 'google-pixel-4' } },
};

@SchemaExample(CHECK_REQUEST_EXAMPLES.imei.value)
export class CheckRequestDto {
  @ApiProperty({ description: '15-digit IMEI (dial *#06#). Spaces and dashes are ignored; a 16-digit IMEISV is accepted.', example: '352931100000009' })
  @IsString()
  @MaxLength(TEXT_LIMITS.imei)
  imei!: string;

  @ApiPropertyOptional({ description: 'Carrier name from POST /api/carriers. Defaults to AT&T.', example: 'T-Mobile' })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_LIMITS.carrier)
  network?: string;

  @ApiPropertyOptional({ description: "Location text, or 'lat,lng' from the browser.", example: 'Austin, TX' })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_LIMITS.location)
  location?: string;

  @ApiPropertyOptional({
    description:
      'The country the carrier list was shown for (the `country` of POST /api/carriers). Carrier names repeat across countries ("Vodafone", "Orange"); this picks the right one. Without it the location text decides, and a name without a country prefers the curated carrier.',
    example: 'United States',
  })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_LIMITS.country)
  country?: string;

  @ApiPropertyOptional({
    description: 'Model number as shown in Settings > About phone. When given, the device is identified by it (the answer says so); use it when the TAC is unknown or the variant ambiguous. An unknown model number is a 404 with the device search hint.',
    example: 'SM-S921U',
  })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_LIMITS.modelNumber)
  modelNumber?: string;

  @ApiPropertyOptional({ description: 'Catalog id from GET /api/devices. When given, the device is identified by it; send it or modelNumber, not both (both together are refused with 400 INPUT_INVALID).', example: 'google-pixel-4' })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_LIMITS.deviceId)
  deviceId?: string;
}

/**
 * The check's input: the request's fields, each named (the type makes a new DTO field a compile
 * error here until it is added), and who asks. One object literal, no spread: copying the DTO (a
 * class instance), or even a plain object, by spread took V8's slow path, about 4% of a check's
 * server time in the CPU profile.
 */
export const checkInputOf = (
  b: CheckRequestDto,
  who: Pick<CheckDeviceInput, 'channel' | 'apiKeyId' | 'allowImeisv' | 'caller'>,
): { [K in keyof Required<CheckRequestDto>]: CheckRequestDto[K] } & CheckDeviceInput => ({
  imei: b.imei,
  network: b.network,
  location: b.location,
  country: b.country,
  modelNumber: b.modelNumber,
  deviceId: b.deviceId,
  channel: who.channel,
  apiKeyId: who.apiKeyId,
  allowImeisv: who.allowImeisv,
  caller: who.caller,
});

const level = {
  enum: CAPABILITY_LEVELS,
  description: "supported, limited or not_supported; 'unknown' when the device was identified but the catalog has no band data for it.",
};

class CapabilitiesDto {
  @ApiProperty(level) fourG!: string;
  @ApiProperty(level) fiveG!: string;
  @ApiProperty(level) volte!: string;
  @ApiProperty(level) wifiCalling!: string;
}

class DeviceDto {
  @ApiProperty({ example: 'Google' }) make!: string;
  @ApiProperty({ example: 'Pixel 4' }) model!: string;
  @ApiProperty({ example: '352931100000009' }) imei!: string;
  @ApiProperty({ nullable: true, type: String, example: 'G020I' }) modelNumber!: string | null;
  @ApiProperty({ nullable: true, type: Number, example: 2019 }) year!: number | null;
  @ApiProperty({ nullable: true, type: Boolean, description: 'eSIM support; null when the device has no catalog record.' }) esim!: boolean | null;
}

class IdentificationDto {
  @ApiProperty({ enum: ['imported-tac', 'shipped-tac', 'community-tac', 'model-number', 'device-id'] }) source!: string;
  @ApiProperty({ example: 'Osmocom TAC database (CC-BY-SA 3.0)' }) origin!: string;
  @ApiProperty({ example: 'Identified from the model number you gave (SM-S921U)' }) text!: string;
  @ApiProperty({ description: 'The identifying data fits variants with different bands; only the bands common to all are assessed.' }) ambiguous!: boolean;
  @ApiProperty({ type: [String], description: 'The variants it could be, when ambiguous.', example: [] }) candidates!: string[];
  @ApiPropertyOptional({ description: "Only when a model number or device id was given and the IMEI's TAC list names another model or variant: the warning (also at the end of text). Check that the IMEI and the model number belong to the same phone." })
  mismatch?: string;
}

class SpecificationsDto {
  @ApiProperty({ nullable: true, type: Number }) releaseYear!: number | null;
  @ApiProperty({ example: 'LTE 2, 4, 5, 12; 5G NR none' }) networkBands!: string;
  @ApiProperty({ example: 'US (SM-S931U/U1)', description: "The catalog record's variant; for a record whose source names none, the model numbers it covers; 'Unknown' without a record." }) carrierVariant!: string;
}

class ReasonDto {
  @ApiProperty({ enum: ['fourG', 'fiveG', 'volte', 'wifiCalling'] }) capability!: string;
  @ApiProperty({ example: "Missing band 71 (600 MHz), T-Mobile's low band: reduced indoor and rural coverage." }) text!: string;
}

class SpeedsDto {
  @ApiProperty({ nullable: true, type: Number, example: 150 }) fourGMbps!: number | null;
  @ApiProperty({ nullable: true, type: Number, example: 1000 }) fiveGMbps!: number | null;
  @ApiProperty() note!: string;
}

class CarrierRefDto {
  @ApiProperty({ example: 'T-Mobile' }) name!: string;
  @ApiProperty({ example: 'United States' }) country!: string;
}

class CoordinatesDto {
  @ApiProperty() lat!: number;
  @ApiProperty() lng!: number;
}

export class CheckResponseDto {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ format: 'uuid' }) searchId!: string;
  @ApiProperty({ type: DeviceDto }) device!: DeviceDto;
  @ApiProperty({ type: IdentificationDto }) identification!: IdentificationDto;
  @ApiProperty({ type: CapabilitiesDto }) capabilities!: CapabilitiesDto;
  @ApiProperty({
    type: [String],
    enum: VOICE_CAPABILITIES,
    example: ['wifiCalling'],
    description: 'Capabilities answered on a labelled inference, no source stating them: the device side on the rule for LTE smartphones from 2019 on, or the carrier side only implied by its configuration (Wi-Fi calling on by default when roaming). Show them as likely, not confirmed. The reasons quote the rule.',
  })
  inferred!: VoiceCapability[];
  @ApiProperty({ description: 'How the device was identified, in plain words: reporting body, TAC, source, confidence.' }) tacAnalysis!: string;
  @ApiProperty({ type: SpecificationsDto }) specifications!: SpecificationsDto;
  @ApiProperty({ type: CarrierRefDto }) carrier!: CarrierRefDto;
  @ApiProperty({
    enum: VERDICTS,
    example: 'works_with_limits',
    description: 'What the visitor can act on: works, works with limits, needs the carrier to approve the model for voice, does not work, or unknown (never shown as limited).',
  })
  verdict!: Verdict;
  @ApiProperty({ example: "Works on T-Mobile with limits: missing band 71 (600 MHz), T-Mobile's low band: reduced indoor and rural coverage.", description: 'One plain sentence naming the carrier, read first.' })
  headline!: string;
  @ApiProperty({ description: "True exactly when verdict is 'works' or 'works_with_limits'." }) compatible!: boolean;
  @ApiProperty({ type: [ReasonDto] }) reasons!: ReasonDto[];
  @ApiProperty({ type: SpeedsDto }) speeds!: SpeedsDto;
  @ApiProperty({ nullable: true, type: String }) location!: string | null;
  @ApiProperty({ nullable: true, type: CoordinatesDto }) coordinates!: CoordinatesDto | null;
}
