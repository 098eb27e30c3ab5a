import { lazyModule } from '../lazy-module';

/** The web-push package, loaded at the first key made or message sent. */
export const webPush = lazyModule(() => require('web-push') as typeof import('web-push'));
