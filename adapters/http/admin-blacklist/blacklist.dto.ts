import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class BlacklistAddDto {
  @ApiProperty({ description: '15-digit IMEI; spaces and dashes are ignored.', example: '352931100000009' })
  @IsString()
  @MaxLength(40)
  imei!: string;

  @ApiProperty({ description: 'Why it is blocked. Visitors who check the IMEI see "Reported lost or stolen" instead, unless `public` is true.', example: 'Reported stolen' })
  @IsString()
  @IsNotEmpty()
  @Matches(/\S/, { message: 'reason must not be blank: say why the IMEI is blocked' })
  @MaxLength(500)
  reason!: string;

  @ApiPropertyOptional({ description: 'Who reported it. A new entry without it says "admin"; left out for an IMEI already blocked, the stored source stays.', example: 'police report 2025-114' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  source?: string;

  @ApiPropertyOptional({ description: 'Show `reason` itself to whoever checks this IMEI. A new entry without it is false (they see "Reported lost or stolen"); left out for an IMEI already blocked, the stored choice stays.' })
  @IsOptional()
  @IsBoolean({ message: 'public must be true or false' })
  public?: boolean;
}

export class BlacklistImportDto {
  @ApiProperty({
    description: 'CSV text with the columns imei, reason, source (a header row is optional). Larger files: `bandwise blacklist import <file>`.',
    example: 'imei,reason,source\n352931100000009,Reported stolen,support\n',
  })
  @IsString()
  @IsNotEmpty()
  csv!: string;
}

export class BlacklistEntryDto {
  @ApiProperty({ description: "The entry's key (the IMEI's keyed hash): DELETE /api/admin/blacklist/{id} removes it.", example: '9f2c…' }) id!: string;
  @ApiProperty({ example: '35293110******9' }) imeiMasked!: string;
  @ApiProperty({ example: 'Reported stolen' }) reason!: string;
  @ApiProperty({ example: 'support' }) source!: string;
  @ApiProperty({ example: '2025-01-15T10:00:00.000Z' }) addedAt!: string;
  @ApiProperty({ example: false, description: 'The reason is shown to whoever checks the IMEI; otherwise they see "Reported lost or stolen".' }) public!: boolean;
}

export class BlacklistListDto {
  @ApiProperty({ type: [BlacklistEntryDto] }) entries!: BlacklistEntryDto[];
  @ApiProperty({ example: 1 }) total!: number;
}

export class BlacklistAddResponseDto {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ description: 'true for a new entry; false when the IMEI was already blocked.' }) added!: boolean;
  @ApiProperty({ description: 'true when the IMEI was already blocked and this request changed its entry; false for a new entry, or when nothing given differed.' }) updated!: boolean;
  @ApiProperty({ enum: ['reason', 'source', 'public'], isArray: true, example: ['reason'], description: 'The fields this request changed on the entry already there (empty for a new entry).' }) changed!: Array<'reason' | 'source' | 'public'>;
  @ApiProperty({ type: BlacklistEntryDto, description: 'The entry as stored; addedAt stays the date the IMEI was first blocked.' }) entry!: BlacklistEntryDto;
}

export class BlacklistImportResponseDto {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ example: 2 }) rows!: number;
  @ApiProperty({ example: 2 }) added!: number;
  @ApiProperty({ example: 0, description: 'IMEIs already blocked whose reason or source the file changed.' }) updated!: number;
  @ApiProperty({ example: 0, description: 'IMEIs already blocked as the file gives them: nothing changed.' }) unchanged!: number;
}
