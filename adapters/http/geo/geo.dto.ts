import { ApiProperty } from '@nestjs/swagger';

export class ReversePlaceDto {
  @ApiProperty({ nullable: true, type: String, example: 'Toronto', description: 'The city the point is in or near, from the GeoNames gazetteer (places of more than 1,000 inhabitants); null at sea or more than 30 km from any place.' })
  city!: string | null;

  @ApiProperty({ nullable: true, type: String, example: 'Bay Street Corridor', description: 'The nearest named place: the neighbourhood within a city, else the town itself.' })
  locality!: string | null;

  @ApiProperty({ nullable: true, type: String, example: 'Lithuania', description: 'The country, spelled as POST /api/carriers expects it; null over open sea.' })
  countryName!: string | null;
}

export class PlaceSuggestionDto {
  @ApiProperty({ example: 'Toronto, Ontario, Canada', description: 'Name, region and country: send it as the location of a check or a carrier lookup.' })
  label!: string;

  @ApiProperty({ example: 'Toronto' }) name!: string;

  @ApiProperty({ nullable: true, type: String, example: 'Ontario' }) region!: string | null;

  @ApiProperty({ nullable: true, type: String, example: 'Canada', description: 'The country, spelled as POST /api/carriers expects it.' })
  countryName!: string | null;

  @ApiProperty({ example: 43.70011 }) lat!: number;

  @ApiProperty({ example: -79.4163 }) lng!: number;
}
