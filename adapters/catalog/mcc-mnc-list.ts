import { lazyModule } from '../lazy-module';

/** The MCC/MNC operator list, loaded when carriers or coverage first need it. */
export const mccMncList = lazyModule(() => require('mcc-mnc-list') as typeof import('mcc-mnc-list'));
