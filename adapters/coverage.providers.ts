import type { Provider } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { AnalyzeCoverage, AnalyzeIssue, EvidenceGeneration, type AnswerCache, type Clock } from '../core';
import { loadLanguageModelConfig } from './ai/language-model-config';
import { OpenAiIssueAdvisor } from './ai/openai-issue-advisor';
import { MemoryAnswerCache } from './cache/memory-answer-cache';
import { RedisAnswerCache } from './cache/redis-answer-cache';
import { CatalogBroadbandDirectory } from './catalog/broadband-catalog';
import type { AppConfig } from './config';
import { CoverageImportService } from './coverage/coverage-import.service';
import { MccMncOperators } from './coverage/mcc-mnc-operators';
import { SqlEvidenceMark } from './coverage/sql-evidence-mark';
import { PlaceResolver } from './geo/coarse-place';
import { countryCoderLocator } from './geo/country-coder-locator';
import { GazetteerPlaceNamer } from './geo/place-namer';
import { MikroCarrierDirectory } from './persistence/mikro-carrier-directory';
import { MikroCoverageEvidence } from './persistence/mikro-coverage-evidence';
import { DataVersions } from './persistence/data-versions';
import { ImeiHasher } from './persistence/imei-hasher';
import { MikroIssueReports } from './persistence/mikro-issue-reports';
import { connectRedis } from './redis-connection';
import { MinisearchReportIndex } from './search/minisearch-report-index';
import { APP_CONFIG, CLOCK } from './tokens';

/** The coverage answer cache: in-process, or shared through Redis when REDIS_URL is set. */
export const ANSWER_CACHE = Symbol('ANSWER_CACHE');

/** Coverage and issue analysis (issue 5): evidence stores, search index, cache, importers, use cases. */
export const COVERAGE_PROVIDERS: Provider[] = [
  {
    provide: ANSWER_CACHE,
    useFactory: (clock: Clock, config: AppConfig) => {
      const local = new MemoryAnswerCache(clock);
      return config.redisUrl ? new RedisAnswerCache(connectRedis(config.redisUrl), local) : local;
    },
    inject: [CLOCK, APP_CONFIG],
  },
  {
    provide: EvidenceGeneration,
    // The database's own mark sees evidence other processes add (the CLI's import, a second server).
    useFactory: (cache: AnswerCache, clock: Clock, orm: MikroORM) => new EvidenceGeneration(cache, clock, new SqlEvidenceMark(orm)),
    inject: [ANSWER_CACHE, CLOCK, MikroORM],
  },
  { provide: CatalogBroadbandDirectory, useFactory: () => new CatalogBroadbandDirectory() },
  { provide: MikroCoverageEvidence, useFactory: (orm: MikroORM) => new MikroCoverageEvidence(orm), inject: [MikroORM] },
  {
    provide: MikroIssueReports,
    // Reporters are kept only as a keyed hash (the IMEI secret, with its own prefix).
    useFactory: (orm: MikroORM, hasher: ImeiHasher) => new MikroIssueReports(orm, (caller) => hasher.hash(`issue-reporter:${caller}`)),
    inject: [MikroORM, ImeiHasher],
  },
  {
    provide: MinisearchReportIndex,
    useFactory: (reports: MikroIssueReports, clock: Clock, config: AppConfig, versions: DataVersions) => {
      const index = new MinisearchReportIndex(reports, () => clock.now(), config.refreshMs);
      // Reports deleted by another process (seed --demo --remove) leave the index at its next poll.
      versions.onChange('reports', () => index.reload());
      return index;
    },
    inject: [MikroIssueReports, CLOCK, APP_CONFIG, DataVersions],
  },
  {
    provide: AnalyzeCoverage,
    useFactory: (evidence: MikroCoverageEvidence, carriers: MikroCarrierDirectory, broadband: CatalogBroadbandDirectory, places: PlaceResolver, cache: AnswerCache, clock: Clock, generation: EvidenceGeneration) =>
      new AnalyzeCoverage({ evidence, carriers, broadband, countries: countryCoderLocator, places: new GazetteerPlaceNamer(places), cache, clock, generation }),
    inject: [MikroCoverageEvidence, MikroCarrierDirectory, CatalogBroadbandDirectory, PlaceResolver, ANSWER_CACHE, CLOCK, EvidenceGeneration],
  },
  {
    provide: AnalyzeIssue,
    useFactory: (reports: MikroIssueReports, index: MinisearchReportIndex, carriers: MikroCarrierDirectory, broadband: CatalogBroadbandDirectory, clock: Clock, config: AppConfig, generation: EvidenceGeneration) => {
      const model = loadLanguageModelConfig();
      return new AnalyzeIssue({ reports, index, carriers, broadband, countries: countryCoderLocator, clock, advisor: model ? new OpenAiIssueAdvisor(model) : null, retentionDays: config.reportRetentionDays, generation });
    },
    inject: [MikroIssueReports, MinisearchReportIndex, MikroCarrierDirectory, CatalogBroadbandDirectory, CLOCK, APP_CONFIG, EvidenceGeneration],
  },
  {
    provide: CoverageImportService,
    useFactory: (orm: MikroORM, carriers: MikroCarrierDirectory, broadband: CatalogBroadbandDirectory, clock: Clock, generation: EvidenceGeneration) =>
      new CoverageImportService(orm, carriers, broadband, new MccMncOperators(carriers), clock, generation),
    inject: [MikroORM, MikroCarrierDirectory, CatalogBroadbandDirectory, CLOCK, EvidenceGeneration],
  },
];
