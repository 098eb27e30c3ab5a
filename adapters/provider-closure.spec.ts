import { MikroORM } from '@mikro-orm/core';
import type { Provider } from '@nestjs/common';
import { CheckDevice } from '../core';
import { TacImportService } from './catalog/tac-import.service';
import { CoreModule } from './core.module';
import { BatchedSearchLog } from './persistence/batched-search-log';
import { MikroDeviceRegistry } from './persistence/mikro-device-registry';
import { providersFor, tokenOf } from './provider-closure';
import { SpeechWorkers } from './speech/speech-workers';

const all = CoreModule.forRoot({ dataDir: '/nonexistent' }).providers as Provider[];
const tokens = (providers: Provider[]) => providers.map(tokenOf);

describe('providersFor: the part of the composition root one command boots', () => {
  it('every provider of the root is a factory or a value, so their inject lists name all dependencies', () => {
    expect(all.filter((p) => !('useFactory' in p) && !('useValue' in p))).toEqual([]);
  });

  it('keeps what a TAC import uses, through its dependencies, and leaves the voice engines out', () => {
    const kept = tokens(providersFor([TacImportService], all));
    expect(kept).toEqual(expect.arrayContaining([TacImportService, MikroDeviceRegistry, MikroORM]));
    expect(kept).not.toContain(SpeechWorkers);
    expect(kept).not.toContain(CheckDevice);
  });

  it('keeps the search log for a check, which writes the search', () => {
    expect(tokens(providersFor([CheckDevice], all))).toEqual(expect.arrayContaining([CheckDevice, BatchedSearchLog, MikroDeviceRegistry]));
  });

  it('names a provider the root does not have', () => {
    expect(() => providersFor([class Missing {}], all)).toThrow('The composition root has no provider for Missing');
  });
});
