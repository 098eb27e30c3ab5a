import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { AppConfig } from '../../config';
import { MikroCarrierDirectory } from '../../persistence/mikro-carrier-directory';
import { APP_CONFIG } from '../../tokens';

export class SiteConfigDto {
  @ApiProperty({ example: 'Bandwise Mobile', description: "The operator's own network (NETWORK_NAME), listed among its country's carriers and preselected there." })
  networkName!: string;

  @ApiProperty({ example: 'United States', description: "The country the operator's own network is listed in." })
  networkCountry!: string;

  @ApiProperty({ example: '/signup', description: 'Where "Get a SIM" and "eSIM" lead after a check that works (SIGNUP_URL).' })
  signupUrl!: string;

  @ApiProperty({ example: 'help@example.com', description: "The operator's help address (SUPPORT_EMAIL), shown on the coverage API docs and sign-up pages; empty when none is set." })
  supportEmail!: string;

  @ApiProperty({ example: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', description: "Basemap tile URL template (MAP_TILE_URL); empty when tiles are off and the map draws the packaged outlines only." })
  mapTileUrl!: string;

  @ApiProperty({ example: '© OpenStreetMap contributors', description: 'Attribution shown on the basemap (MAP_TILE_ATTRIBUTION).' })
  mapTileAttribution!: string;
}

/** Settings the web app reads at run time, so one build serves every operator's configuration. */
@ApiTags('site')
@Controller('api')
export class SiteController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig, private readonly carriers: MikroCarrierDirectory) {}

  @Get('site-config')
  @ApiOperation({ summary: "The web app's run-time settings: network name and country, sign-up link, basemap tiles" })
  @ApiOkResponse({ type: SiteConfigDto })
  async siteConfig(): Promise<SiteConfigDto> {
    const { networkName, signupUrl, supportEmail, mapTileUrl, mapTileAttribution } = this.config;
    // The own network is listed in its host network's country (NETWORK_HOST).
    const own = await this.carriers.findByName(networkName);
    return { networkName, networkCountry: own?.country ?? 'United States', signupUrl, supportEmail, mapTileUrl, mapTileAttribution };
  }
}
