import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';

export class DeviceInfoDto {
  @ApiPropertyOptional({ nullable: true, type: String, example: 'Google' })
  @IsOptional() @IsString() @MaxLength(120)
  make?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'Pixel 4' })
  @IsOptional() @IsString() @MaxLength(200)
  model?: string | null;

  @ApiPropertyOptional({ nullable: true, type: Boolean })
  @IsOptional() @IsBoolean()
  compatible?: boolean | null;
}

export class PolicyAcceptRequestDto {
  @ApiProperty({ description: 'true for Accept & Continue, false for Decline.' })
  @IsBoolean()
  accepted!: boolean;

  @ApiProperty({ format: 'uuid', description: 'The searchId of the check the answer belongs to.' })
  @IsUUID()
  searchId!: string;

  @ApiProperty({ type: DeviceInfoDto })
  @IsDefined() @ValidateNested() @Type(() => DeviceInfoDto)
  deviceInfo!: DeviceInfoDto;
}

export class PolicyAcceptResponseDto {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty() accepted!: boolean;
  @ApiProperty({ example: '2.0' }) policyVersion!: string;
  @ApiProperty({ format: 'date-time' }) recordedAt!: string;
}

class PolicySectionDto {
  @ApiProperty() heading!: string;
  @ApiProperty({ type: [String] }) paragraphs!: string[];
}

export class PolicyDocumentDto {
  @ApiProperty({ example: 'Bandwise Mobile Network Policy & Terms' }) title!: string;
  @ApiProperty({ example: '2.0' }) version!: string;
  @ApiProperty({ example: 'January 2025' }) lastUpdated!: string;
  @ApiProperty() alphaNotice!: string;
  @ApiProperty({ type: [PolicySectionDto] }) sections!: PolicySectionDto[];
  @ApiProperty() acknowledgement!: string;
}
