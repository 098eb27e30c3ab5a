import type { Provider } from '@nestjs/common';
import { FindDevices, ListDevices, ReverseGeocode, SuggestPlaces } from '../core';
import { BlacklistCsvImport } from './blacklist/blacklist-csv-import';
import { GridPlaceSuggester } from './geo/grid-place-suggester';
import { GridReverseGeocoder } from './geo/grid-reverse-geocoder';
import { MikroBlacklist } from './persistence/mikro-blacklist';
import { MikroDeviceRegistry } from './persistence/mikro-device-registry';

/** Device search, offline reverse geocoding and blacklist import (issue 3). */
export const KNOWLEDGE_PROVIDERS: Provider[] = [
  { provide: FindDevices, useFactory: (registry: MikroDeviceRegistry) => new FindDevices(registry), inject: [MikroDeviceRegistry] },
  { provide: ListDevices, useFactory: (registry: MikroDeviceRegistry) => new ListDevices(registry), inject: [MikroDeviceRegistry] },
  { provide: ReverseGeocode, useFactory: () => new ReverseGeocode(new GridReverseGeocoder()) },
  { provide: GridPlaceSuggester, useFactory: () => new GridPlaceSuggester() },
  { provide: SuggestPlaces, useFactory: (places: GridPlaceSuggester) => new SuggestPlaces(places), inject: [GridPlaceSuggester] },
  { provide: BlacklistCsvImport, useFactory: (blacklist: MikroBlacklist) => new BlacklistCsvImport(blacklist), inject: [MikroBlacklist] },
];
