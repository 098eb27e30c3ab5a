import type { Provider } from '@nestjs/common';
import { FindDevices, ReverseGeocode } from '../core';
import { BlacklistCsvImport } from './blacklist/blacklist-csv-import';
import { PlaceResolver } from './geo/coarse-place';
import { PlaceReverseGeocoder } from './geo/place-reverse-geocoder';
import { MikroBlacklist } from './persistence/mikro-blacklist';
import { MikroDeviceRegistry } from './persistence/mikro-device-registry';

/** Device search, offline reverse geocoding and blacklist import (issue 3). */
export const KNOWLEDGE_PROVIDERS: Provider[] = [
  { provide: FindDevices, useFactory: (registry: MikroDeviceRegistry) => new FindDevices(registry), inject: [MikroDeviceRegistry] },
  { provide: ReverseGeocode, useFactory: (places: PlaceResolver) => new ReverseGeocode(new PlaceReverseGeocoder(places)), inject: [PlaceResolver] },
  { provide: BlacklistCsvImport, useFactory: (blacklist: MikroBlacklist) => new BlacklistCsvImport(blacklist), inject: [MikroBlacklist] },
];
