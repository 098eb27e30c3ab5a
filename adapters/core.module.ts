import { Global, Inject, Module, Optional, type DynamicModule, type InjectionToken, type OnApplicationBootstrap, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { CheckDevice, ListCarriers, ModelMatcher, type Clock, type DeviceModel } from '../core';
import { loadCarrierCatalog, loadDeviceCatalog, loadGenerationRecords } from './catalog/load-catalog';
import { CatalogVoiceKnowledge } from './catalog/voice/catalog-voice-knowledge';
import { ACCESS_PROVIDERS } from './access.providers';
import { SPEECH_PROVIDERS } from './speech.providers';
import { ADMIN_PROVIDERS } from './admin.providers';
import { ANALYTICS_PROVIDERS } from './analytics.providers';
import { COVERAGE_PROVIDERS } from './coverage.providers';
import { MESSAGING_PROVIDERS } from './messaging.providers';
import { KNOWLEDGE_PROVIDERS } from './knowledge.providers';
import { BULK_PROVIDERS } from './bulk.providers';
import { DEMO_PROVIDERS } from './demo.providers';
import { TacImportService } from './catalog/tac-import.service';
import { loadShippedTacs } from './catalog/shipped-tacs';
import { shippedProgress } from './catalog/shipped-progress';
import { MikroTacObservations } from './persistence/mikro-tac-observations';
import { loadConfig, type AppConfig } from './config';
import { PlaceResolver } from './geo/coarse-place';
import { locationReducer } from './geo/reduce-location';
import { BatchedSearchLog } from './persistence/batched-search-log';
import { DataVersions } from './persistence/data-versions';
import { ImeiHasher } from './persistence/imei-hasher';
import { MikroBlacklist } from './persistence/mikro-blacklist';
import { MikroCarrierDirectory } from './persistence/mikro-carrier-directory';
import { MikroDeviceRegistry } from './persistence/mikro-device-registry';
import { openDatabase } from './persistence/open-database';
import { seedCatalogTacs } from './persistence/seed-catalog-tacs';
import { systemClock, systemRandom } from './system-ports';
import { gazetteerPlaceCountries } from './geo/gazetteer-place-countries';
import { GridPlaceSuggester } from './geo/grid-place-suggester';
import { providersFor, tokenOf } from './provider-closure';
import { APP_CONFIG, CLOCK, DEVICE_CATALOG } from './tokens';

/**
 * The composition root: binds the core's ports to adapters and builds the use cases. The HTTP
 * server, the CLI and the MCP server all boot this one module; a CLI command boots only the part it
 * uses (`needs`).
 */
@Global()
@Module({})
export class CoreModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Optional() @Inject(BatchedSearchLog) private readonly searches: BatchedSearchLog | undefined,
    @Inject(DataVersions) private readonly versions: DataVersions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Starts watching for data changed by other processes (imports, blacklist edits). */
  async onApplicationBootstrap(): Promise<void> {
    await this.versions.watch(this.config.refreshMs);
  }

  /** `needs`: only these providers and what they depend on (all when left out). */
  static forRoot(overrides: Partial<AppConfig> = {}, needs?: readonly InjectionToken[]): DynamicModule {
    const config = { ...loadConfig(), ...overrides };
    const providers: Provider[] = [
      ...ACCESS_PROVIDERS,
      ...SPEECH_PROVIDERS,
      ...MESSAGING_PROVIDERS,
      ...ADMIN_PROVIDERS,
      ...ANALYTICS_PROVIDERS,
      ...COVERAGE_PROVIDERS,
      ...KNOWLEDGE_PROVIDERS,
      ...BULK_PROVIDERS,
      ...DEMO_PROVIDERS,
      { provide: APP_CONFIG, useValue: config },
      { provide: CLOCK, useValue: systemClock },
      { provide: DEVICE_CATALOG, useFactory: loadDeviceCatalog },
      {
        provide: CatalogVoiceKnowledge,
        useFactory: (catalog: DeviceModel[]) => CatalogVoiceKnowledge.load(loadCarrierCatalog(), catalog.map((d) => d.id)),
        inject: [DEVICE_CATALOG],
      },
      {
        provide: MikroORM,
        useFactory: () => openDatabase(config),
      },
      { provide: DataVersions, useFactory: (orm: MikroORM) => new DataVersions(orm), inject: [MikroORM] },
      {
        provide: ImeiHasher,
        useFactory: (orm: MikroORM) => ImeiHasher.create(orm, config.imeiHashSecret ?? undefined),
        inject: [MikroORM],
      },
      {
        provide: MikroDeviceRegistry,
        useFactory: async (orm: MikroORM, catalog: DeviceModel[], clock: Clock, versions: DataVersions) => {
          await seedCatalogTacs(orm, catalog, clock);
          if (config.shippedTacs) {
            const loads = await loadShippedTacs(orm, new ModelMatcher(catalog), clock, shippedProgress());
            if (loads.some((l) => l.loaded)) await versions.bump('tacs');
          }
          const registry = new MikroDeviceRegistry(orm, catalog, loadGenerationRecords());
          versions.onChange('tacs', () => registry.refresh());
          return registry;
        },
        inject: [MikroORM, DEVICE_CATALOG, CLOCK, DataVersions],
      },
      {
        provide: MikroCarrierDirectory,
        useFactory: async (orm: MikroORM, clock: Clock) => {
          const directory = new MikroCarrierDirectory(orm, clock, { name: config.networkName, hostId: config.networkHost });
          await directory.seed(loadCarrierCatalog());
          return directory;
        },
        inject: [MikroORM, CLOCK],
      },
      {
        provide: MikroBlacklist,
        useFactory: async (orm: MikroORM, hasher: ImeiHasher, clock: Clock, versions: DataVersions) => {
          const blacklist = new MikroBlacklist(orm, hasher, clock, versions);
          await blacklist.reload();
          versions.onChange('blacklist', () => blacklist.reload());
          return blacklist;
        },
        inject: [MikroORM, ImeiHasher, CLOCK, DataVersions],
      },
      {
        provide: BatchedSearchLog,
        useFactory: (orm: MikroORM, hasher: ImeiHasher, places: PlaceResolver, suggester: GridPlaceSuggester) =>
          new BatchedSearchLog(orm, hasher, locationReducer(places, suggester)),
        inject: [MikroORM, ImeiHasher, PlaceResolver, GridPlaceSuggester],
      },
      {
        provide: MikroTacObservations,
        useFactory: (orm: MikroORM, hasher: ImeiHasher, clock: Clock) => new MikroTacObservations(orm, hasher, clock),
        inject: [MikroORM, ImeiHasher, CLOCK],
      },
      {
        provide: CheckDevice,
        useFactory: (
          devices: MikroDeviceRegistry, carriers: MikroCarrierDirectory, blacklist: MikroBlacklist,
          searches: BatchedSearchLog, clock: Clock, voice: CatalogVoiceKnowledge, observations: MikroTacObservations,
        ) => new CheckDevice({ devices, carriers, blacklist, searches, clock, random: systemRandom, voice, places: gazetteerPlaceCountries, observations }),
        inject: [MikroDeviceRegistry, MikroCarrierDirectory, MikroBlacklist, BatchedSearchLog, CLOCK, CatalogVoiceKnowledge, MikroTacObservations],
      },
      {
        provide: ListCarriers,
        useFactory: (carriers: MikroCarrierDirectory, suggester: GridPlaceSuggester) => new ListCarriers(carriers, { countries: gazetteerPlaceCountries, suggester }),
        inject: [MikroCarrierDirectory, GridPlaceSuggester],
      },
      {
        provide: TacImportService,
        useFactory: (orm: MikroORM, catalog: DeviceModel[], registry: MikroDeviceRegistry, clock: Clock, versions: DataVersions) =>
          new TacImportService(orm, new ModelMatcher(catalog), registry, clock, versions),
        inject: [MikroORM, DEVICE_CATALOG, MikroDeviceRegistry, CLOCK, DataVersions],
      },
    ];
    // The module itself holds the ORM, the data versions and the configuration (see its constructor).
    const made = needs ? providersFor([MikroORM, DataVersions, APP_CONFIG, ...needs], providers) : providers;
    return { module: CoreModule, providers: made, exports: made.map(tokenOf) };
  }

  async onApplicationShutdown(): Promise<void> {
    this.versions.stop();
    await this.searches?.close();
    await this.orm.close(true);
  }
}
