import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class CarriersRequestDto {
  @ApiPropertyOptional({ description: 'Country name, place ("Paris", "Austin, TX") or coordinates ("48.85, 2.35"); "Vilnius, Lithuania" resolves to Lithuania. Defaults to United States.', example: 'United States' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  location?: string;
}

class CarrierDto {
  @ApiProperty({ example: 'AT&T' }) name!: string;
  @ApiProperty({ example: 'about 30% of US wireless subscriptions' }) marketShare!: string;
  @ApiProperty() description!: string;
  @ApiProperty({
    enum: ['curated', 'derived'],
    description: "curated: a band plan compiled from the carrier's own documents, with sources; derived: bands read from the public MCC/MNC list's frequency text (lower confidence; checks say so in their reasons).",
  })
  confidence!: string;
}

export class CarriersResponseDto {
  @ApiProperty({ example: 'United States' }) country!: string;
  @ApiProperty({ type: [CarrierDto] }) carriers!: CarrierDto[];
  @ApiProperty({ nullable: true, type: String, example: 'AT&T', description: 'The carrier to preselect.' }) selected!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: null,
    description: 'When the location named no country, the offline gazetteer place that gave it ("Paris, Île-de-France, France" for "Paris"); null otherwise.',
  })
  place!: string | null;
}
