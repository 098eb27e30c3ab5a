import 'reflect-metadata';
import type { AppConfig } from '../config';
import { VoicePrewarm } from '../speech/voice-prewarm';
import { APP_CONFIG } from '../tokens';
import { createApp } from './create-app';
import { warmVoiceRoute } from './voice/warm-voice-route';

/** Starts the server: API, OpenAPI docs and the web app on one port (PORT, default 5000). */
export async function serve(): Promise<void> {
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

if (require.main === module) {
  serve().catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
