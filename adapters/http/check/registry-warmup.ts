import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroDeviceRegistry } from '../../persistence/mikro-device-registry';

/**
 * Reads the TAC registry before the server takes requests, so the first check does not pay for
 * it. (The registry loads lazily so that CLI runs that never check, such as an import, skip it.)
 */
@Injectable()
export class RegistryWarmup implements OnApplicationBootstrap {
  constructor(@Inject(MikroDeviceRegistry) private readonly registry: MikroDeviceRegistry) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.registry.ensureLoaded();
  }
}
