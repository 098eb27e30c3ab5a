import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply as Response } from 'fastify';
import { MikroAnalyticsReader } from '../../persistence/mikro-analytics-reader';
import { DemoAnalyticsDto } from './analytics.dto';

@ApiTags('analytics')
@Controller('api/analytics')
export class AnalyticsController {
  constructor(private readonly analytics: MikroAnalyticsReader) {}

  @Get('demo')
  @ApiOperation({
    summary: 'Public demo analytics: aggregate and anonymised',
    description:
      'Counts computed by the database. Locations are only city, region and country, taken from the GeoNames gazetteer (never the text a visitor typed); API keys appear only by rank; no IMEI or e-mail address. Cached for 15 seconds. ' +
      'Demo data made by `bandwise seed --demo` is included and labelled: demoSearches and demoApiKeys say how much of the totals it is, and entries made from it carry demo: true.',
  })
  @ApiOkResponse({ type: DemoAnalyticsDto })
  async demo(@Res({ passthrough: true }) res: Response): Promise<DemoAnalyticsDto> {
    // Kept by the browser only: the answer carries its caller's own RateLimit-* headers, which a shared cache would hand to others.
    res.header('Cache-Control', 'private, max-age=15');
    return this.analytics.demo(new Date());
  }
}
