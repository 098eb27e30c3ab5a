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
 * Turns off V8's allocation-site pretenuring for the server. Under keyed traffic it tenured a
 * per-request literal (an empty array in passport's authenticate middleware) whose every copy was
 * still alive at a young collection; optimised code then allocated that request's whole folded
 * group in old space, and everything those objects pointed at (request, response, headers) was
 * promoted with them. The old generation grew by about 1 MB per scavenge until a full collection,
 * and each keyed check cost about 15% more CPU than an unkeyed one (bench: keyed vs unkeyed).
 * Without it, request garbage dies young. Set before the app is built; read by V8 at each GC.
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
