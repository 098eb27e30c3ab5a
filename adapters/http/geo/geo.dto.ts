import { ApiProperty } from '@nestjs/swagger';

export class ReversePlaceDto {
  @ApiProperty({ nullable: true, type: String, example: 'Vilnius', description: 'The nearest populated place (GeoNames, more than 1,000 inhabitants) within 30 km, in the same country; null at sea or far from any.' })
  city!: string | null;

  @ApiProperty({ nullable: true, type: String, example: 'Vilnius', description: 'The first-level region around it (state, province, county).' })
  locality!: string | null;

  @ApiProperty({ nullable: true, type: String, example: 'Lithuania', description: 'The country, spelled as POST /api/carriers expects it; null over open sea.' })
  countryName!: string | null;
}
