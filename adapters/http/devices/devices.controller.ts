import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DomainFailure, ListDevices } from '../../../core';
import { ErrorBody } from '../common/error-body';
import { DeviceDetailsDto, DevicePageDto, DeviceQueryDto } from './devices.dto';

@ApiTags('devices')
@Controller('api/devices')
export class DevicesController {
  constructor(private readonly devices: ListDevices) {}

  @Get()
  @ApiOperation({
    summary: 'Find a device in the catalog',
    description: 'Public and paged. The catalog search of the CLI `devices search` and the MCP find-device tool: names, variants and model numbers, best match first (those two also list devices known only from TAC lists, which have no band data and no id to check with). When a check answers DEVICE_UNKNOWN, pick the device here and send its `id` as `deviceId` (or its model number as `modelNumber`).',
  })
  @ApiOkResponse({ type: DevicePageDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Missing or too long query, or a bad limit/offset.' })
  async search(@Query() q: DeviceQueryDto): Promise<DevicePageDto> {
    const result = await this.devices.search(q.query, q.limit ?? 20, q.offset ?? 0);
    if (!result.ok) throw new DomainFailure(result.error);
    return result.value;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One catalog device: bands, VoLTE, Wi-Fi calling, LTE category and source' })
  @ApiOkResponse({ type: DeviceDetailsDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'The id is not shaped like a catalog id.' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No catalog device has this id; search with GET /api/devices?query=.' })
  async get(@Param('id') id: string): Promise<DeviceDetailsDto> {
    const result = await this.devices.get(id);
    if (!result.ok) throw new DomainFailure(result.error);
    return result.value;
  }
}
