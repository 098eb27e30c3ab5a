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
}

export class BlacklistedBody extends ErrorBody {
  @ApiProperty({ example: true }) blacklisted!: true;
  @ApiProperty({ example: 'Reported stolen' }) reason!: string;
  @ApiProperty({ example: 'This device is flagged and cannot be analyzed.' }) message!: string;
}

class DeviceUnknownDetails {
  @ApiProperty({ example: '99999901' }) tac!: string;
  @ApiProperty({ example: '/api/devices?query=', description: 'Search the device by name here, then send its id as deviceId.' }) deviceSearch!: string;
  @ApiProperty({ example: 'modelNumber', description: 'Or send the model number from Settings > About phone in this field.' }) modelNumberField!: string;
}

/** DEVICE_UNKNOWN: the TAC is in no list; the details say how to continue. */
export class DeviceUnknownBody {
  @ApiProperty({ example: false }) success!: false;
  @ApiProperty() error!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ example: 'DEVICE_UNKNOWN' }) code!: string;
  @ApiProperty({ example: '99999901' }) tac!: string;
  @ApiProperty({ type: DeviceUnknownDetails }) details!: DeviceUnknownDetails;
}
