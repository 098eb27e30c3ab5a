import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { MikroORM } from '@mikro-orm/core';
import { MikroDeviceRegistry } from '../../persistence/mikro-device-registry';
import { Unmetered } from '../auth/rate-limits';

class HealthDto {
  @ApiProperty({ example: 'ok' }) status!: string;
  @ApiProperty({ example: 'ok' }) database!: string;
  @ApiProperty({ example: 22527, description: 'TACs in the device registry.' }) tacs!: number;
  @ApiProperty({
    example: { 'shipped-osmocom': 22100, 'samsung-tacs': 8399 },
    description: 'TACs per origin: catalog, osmocom and csv (operator imports), shipped-osmocom and samsung-tacs (lists shipped with Bandwise).',
    type: 'object',
    additionalProperties: { type: 'number' },
  })
  tacsByOrigin!: Record<string, number>;
}

@ApiTags('health')
@Controller('api')
export class HealthController {
  constructor(private readonly orm: MikroORM, private readonly registry: MikroDeviceRegistry) {}

  @Get('health')
  @Unmetered()
  @ApiOperation({ summary: 'Liveness and database reachability', description: 'Counts against no rate limit, so load balancers and orchestrators can probe it from one address.' })
  @ApiOkResponse({ type: HealthDto })
  async health(): Promise<HealthDto> {
    const database = (await this.orm.isConnected()) ? 'ok' : 'unavailable';
    return { status: database === 'ok' ? 'ok' : 'degraded', database, tacs: this.registry.size, tacsByOrigin: this.registry.sizeByOrigin };
  }
}
