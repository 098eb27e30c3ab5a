import 'reflect-metadata';
import { setFlagsFromString } from 'node:v8';
import type { AppConfig } from '../config';
import { VoicePrewarm } from '../speech/voice-prewarm';
import { APP_CONFIG } from '../tokens';
import { createApp } from './create-app';
import { warmVoiceRoute } from './voice/warm-voice-route';

/** Starts the server: API, OpenAPI docs and the web app on one port (PORT, default 5000). */
export async function serve(): Promise<void> {
  keepRequestsYoung();
  const app = await createApp();
  const config = app.get<AppConfig>(APP_CONFIG);
  await app.listen(config.port, config.host);
  console.log(`Bandwise listening on http://localhost:${config.port} (API docs at /api/docs)`);
  const languages = config.voicePrewarm;
  if (languages === false) return;
  // The prewarm logs its own failure; the warm-up needs a guide it has cached.
  app
    .get(VoicePrewarm)
    .start()
    .then(() => warmVoiceRoute(app, languages === 'all' ? 'en' : languages[0]))
    .catch(() => undefined);
}

/**
 * Turns off V8's allocation-site pretenuring for the server. Under keyed traffic V8 decided that a
 * per-request allocation site on passport's authenticate path was long-lived (its trace shows the
 * site's every copy alive at each young collection, then "tenure"); from then on most of a keyed
 * request's garbage, request, response and header strings included, was promoted and freed only by
 * a full collection (sampled: 133 MB of such objects in 8 s keyed, 15 MB unkeyed). The old
 * generation grew about 1 MB per scavenge and a keyed check cost about 15% more CPU than an unkeyed
 * one. One empty array literal per request was enough to start it on a passport-free path, so the
 * cure is the flag, not a change of code. Set before the app is built; V8 reads it at each GC.
 */
function keepRequestsYoung(): void {
  setFlagsFromString('--no-allocation-site-pretenuring');
}

if (require.main === module) {
  serve().catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
