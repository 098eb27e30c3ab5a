import type { Provider } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { DeviceModel } from '../core';
import { PlaceResolver } from './geo/coarse-place';
import { ApiKeyUsage } from './persistence/api-key-usage';
import { MikroAnalyticsReader } from './persistence/mikro-analytics-reader';
import { MikroRetention } from './persistence/mikro-retention';
import { DEVICE_CATALOG } from './tokens';

/** Demo analytics (SQL aggregates, coarse places), per-key usage counting and data retention. */
export const ANALYTICS_PROVIDERS: Provider[] = [
  { provide: PlaceResolver, useFactory: () => new PlaceResolver() },
  { provide: ApiKeyUsage, useFactory: (orm: MikroORM) => new ApiKeyUsage(orm), inject: [MikroORM] },
  {
    provide: MikroAnalyticsReader,
    useFactory: (orm: MikroORM, places: PlaceResolver, catalog: DeviceModel[], usage: ApiKeyUsage) => new MikroAnalyticsReader(orm, places, catalog, usage),
    inject: [MikroORM, PlaceResolver, DEVICE_CATALOG, ApiKeyUsage],
  },
  { provide: MikroRetention, useFactory: (orm: MikroORM) => new MikroRetention(orm), inject: [MikroORM] },
];
