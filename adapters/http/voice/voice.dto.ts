import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';

const LANGUAGE = { description: 'Language code from GET /api/voice/languages.', example: 'lt' };

export class VoiceLocationDto {
  @ApiPropertyOptional({ example: 'Vilnius' }) @IsOptional() @IsString() @MaxLength(100) city?: string;
  @ApiPropertyOptional({ example: 'Lithuania' }) @IsOptional() @IsString() @MaxLength(100) country?: string;
}

export class UssdHelpRequestDto {
  @ApiProperty(LANGUAGE) @IsString() @MaxLength(16) language!: string;

  @ApiPropertyOptional({
    type: VoiceLocationDto,
    description: "The visitor's location. Accepted for compatibility; the guide is the same everywhere, which is what lets it be cached.",
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => VoiceLocationDto)
  location?: VoiceLocationDto;

  @ApiProperty({ enum: [1, 4, 5], description: 'Voice style: 1 Standard (spoken), 4 Harmonizing (four voices sing a chord), 5 Canadian Rock (a five-part Christmas ballad with a band).', example: 4 })
  @IsInt()
  voiceCount!: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: -Number.MAX_SAFE_INTEGER,
    maximum: Number.MAX_SAFE_INTEGER,
    description: 'An integer within ±(2^53 - 1), which JSON numbers hold exactly; echoed unchanged so a client can drop answers to requests it has superseded.',
    example: 3,
  })
  @IsOptional()
  @IsInt()
  @Min(-Number.MAX_SAFE_INTEGER)
  @Max(Number.MAX_SAFE_INTEGER)
  requestVersion?: number;
}

export class AgentsQueryDto {
  @ApiProperty({ ...LANGUAGE, maxLength: 16 }) @IsString() @MaxLength(16) language!: string;
}

export class VoiceLanguageDto {
  @ApiProperty({ example: 'Lithuanian' }) name!: string;
  @ApiProperty({ example: 'Lietuvių' }) nativeName!: string;
  @ApiProperty({ example: '🇱🇹' }) flag!: string;
}

export class VoiceAgentDto {
  @ApiProperty({ example: 'maple' }) id!: string;
  @ApiProperty({ example: 'Maple' }) name!: string;
  @ApiProperty({ example: 'Warm, clear guide who explains one step at a time' }) personality!: string;
  @ApiProperty({ description: 'The engine voice (eSpeak NG language voice and variant).', example: 'bat/lt+f3' }) voice!: string;
  @ApiProperty({ type: [Number], enum: [1, 4, 5], description: 'Voice styles this agent performs in.', example: [1, 5] }) styles!: number[];
}

export class VoiceAgentsResponseDto {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ example: 'lt' }) language!: string;
  @ApiProperty({ type: [VoiceAgentDto] }) agents!: VoiceAgentDto[];
}

export class VoiceConfigDto {
  @ApiProperty({ example: 'cedar' }) agentId!: string;
  @ApiProperty({ example: 'Cedar' }) name!: string;
  @ApiProperty({ example: 'Steady bass who keeps everyone on the beat' }) personality!: string;
}

export class ConversationMessageDto {
  @ApiProperty({ description: 'The line this clip sings, as shown on screen.' }) text!: string;
  @ApiProperty({ type: VoiceConfigDto, description: 'The voice leading the clip.' }) voiceConfig!: VoiceConfigDto;
  @ApiProperty({ description: 'Other voices sing the line with the lead, on other notes of a chord.' }) isHarmonizing!: boolean;
  @ApiProperty() isSinging!: boolean;
}

export class ConversationItemDto {
  @ApiProperty({ description: 'Play order, from 0.', example: 0 }) index!: number;
  @ApiProperty({ description: 'Base64 MP3 (audio/mpeg).' }) audio!: string;
  @ApiProperty({ type: ConversationMessageDto }) message!: ConversationMessageDto;
}

class HelpResponseBase {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ example: 'lt' }) language!: string;
  @ApiProperty({ enum: [1, 4, 5] }) voiceCount!: number;
  @ApiProperty({ description: 'The whole guide as text.' }) text!: string;
  @ApiProperty({ example: 'audio/mpeg' }) mimeType!: string;
  @ApiProperty({ nullable: true, type: Number, description: 'The requestVersion of the request, unchanged.' }) requestVersion!: number | null;
}

/** voiceCount 1. */
export class StandardHelpResponseDto extends HelpResponseBase {
  @ApiProperty({ description: 'The voice that speaks the guide.', example: 'Maple' }) voice!: string;
  @ApiProperty({ description: 'Base64 MP3 (audio/mpeg) of the spoken guide.' }) audio!: string;
}

/** voiceCount 4 and 5. */
export class ConversationHelpResponseDto extends HelpResponseBase {
  @ApiProperty({ type: [ConversationItemDto], description: 'The numbered clips, to be played in order.' }) conversation!: ConversationItemDto[];
  @ApiProperty({ description: 'Base64 MP3 of the whole song: all voices together (and the band, for style 5).' }) mixedAudio!: string;
}
