import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The body of every error answer: safe to show to a person. */
export class ErrorBody {
  @ApiProperty({ example: false }) success!: false;
  @ApiProperty({ description: 'What was wrong and how to fix it.', example: 'IMEI must be exactly 15 digits (or 16 for an IMEISV); got 14.' })
  error!: string;
  @ApiProperty({ description: 'Stable machine-readable code.', example: 'IMEI_LENGTH' })
  code!: string;
  @ApiPropertyOptional({ description: 'Field-level problems for invalid requests.', type: [String] })
  details?: string[];
  // The facts of the case, beside the message, for the codes that have them.
  @ApiPropertyOptional({ type: 'integer', description: 'IMEI_LENGTH: how many digits were sent.', example: 14 }) length?: number;
  @ApiPropertyOptional({ type: 'integer', description: 'IMEI_CHECK_DIGIT: the check digit the first 14 digits call for.', example: 5 }) expected?: number;
  @ApiPropertyOptional({ type: 'integer', description: 'IMEI_CHECK_DIGIT: the check digit sent.', example: 4 }) received?: number;
  @ApiPropertyOptional({ description: 'CARRIER_UNKNOWN, CARRIER_AMBIGUOUS, CARRIER_NOT_IN_COUNTRY: the carrier name sent.', example: 'Vodafone' }) carrier?: string;
  @ApiPropertyOptional({ description: 'COUNTRY_UNKNOWN, CARRIER_UNKNOWN, CARRIER_NOT_IN_COUNTRY: the country sent or found.', example: 'Germany' }) country?: string;
  @ApiPropertyOptional({ type: [String], description: 'CARRIER_AMBIGUOUS, CARRIER_NOT_IN_COUNTRY: the countries that have a carrier of that name.', example: ['Germany', 'United Kingdom'] }) countries?: string[];
  @ApiPropertyOptional({ type: [String], description: 'CARRIER_UNKNOWN: carrier names spelled close to the one sent, closest first.', example: ['Verizon'] }) suggestions?: string[];
  @ApiPropertyOptional({ type: [String], description: 'VOICE_LANGUAGE_UNKNOWN: the language codes there are.', example: ['en', 'lt'] }) languages?: string[];
  @ApiPropertyOptional({ description: 'INPUT_INVALID (some operations): the field that was wrong.', example: 'endpoint' }) field?: string;
  @ApiPropertyOptional({ description: 'NOT_FOUND for a device id or model number: search the catalog here.', example: '/api/devices?query=' }) deviceSearch?: string;
}

export class BlacklistedBody extends ErrorBody {
  @ApiProperty({ enum: ['IMEI_BLACKLISTED'], example: 'IMEI_BLACKLISTED' }) declare code: string;
  @ApiProperty({ example: true }) blacklisted!: true;
  @ApiProperty({ example: 'Reported stolen' }) reason!: string;
  @ApiProperty({ example: 'This device is flagged and cannot be analyzed.' }) message!: string;
}

/** A token of the wrong kind for the operation (an admin session where an API key is needed, or the reverse). */
export class ForbiddenBody extends ErrorBody {
  @ApiProperty({ enum: ['FORBIDDEN'], example: 'FORBIDDEN' }) declare code: string;
}

class DeviceUnknownDetails {
  @ApiProperty({ example: '99999901' }) tac!: string;
  @ApiProperty({ example: '/api/devices?query=', description: 'Search the device by name here, then send its id as deviceId.' }) deviceSearch!: string;
  @ApiProperty({ example: 'modelNumber', description: 'Or send the model number from Settings > About phone in this field.' }) modelNumberField!: string;
}

/** DEVICE_UNKNOWN (the TAC is in no list) or NOT_FOUND (the model number or catalog id given is not in the catalog). */
export class DeviceUnknownBody {
  @ApiProperty({ example: false }) success!: false;
  @ApiProperty() error!: string;
  @ApiProperty({ example: 'DEVICE_UNKNOWN', enum: ['DEVICE_UNKNOWN', 'NOT_FOUND'] }) code!: string;
  @ApiPropertyOptional({ description: 'DEVICE_UNKNOWN: the same text as error.' }) message?: string;
  @ApiPropertyOptional({ example: '99999901', description: 'DEVICE_UNKNOWN: the TAC that is in no list.' }) tac?: string;
  @ApiPropertyOptional({ type: DeviceUnknownDetails, description: 'DEVICE_UNKNOWN: how to continue.' }) details?: DeviceUnknownDetails;
  @ApiPropertyOptional({ example: 'modelNumber', description: 'DEVICE_UNKNOWN: the same as details.modelNumberField.' }) modelNumberField?: string;
  @ApiPropertyOptional({ example: '/api/devices?query=', description: 'NOT_FOUND: search the catalog here.' }) deviceSearch?: string;
}
