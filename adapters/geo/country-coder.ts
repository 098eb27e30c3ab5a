import { lazyModule } from '../lazy-module';

/** country-coder and its bundled borders, loaded at the first question about a place. */
export const countryCoder = lazyModule(() => require('@rapideditor/country-coder') as typeof import('@rapideditor/country-coder'));
