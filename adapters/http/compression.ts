import compress, { type FastifyCompressOptions } from '@fastify/compress';
import { RouteConfig, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RouteOptions } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
const THRESHOLD = 1024;
/**
 * Answers up to this size are compressed in one synchronous call (brotli at quality 4 takes about
 * 2.5 ms for 300 KB); only larger ones go through a zlib stream, whose chunk-by-chunk round trips
 * took a 300 KB answer 28-33 ms instead of 14-16 ms.
 */
const SYNC_THRESHOLD = 512 * 1024;
/** Text-like answers (JSON, CSV, HTML, JavaScript, SVG); server-sent event streams are left out. */
const COMPRESSIBLE = /^(text\/(?!event-stream)|application\/(json|[\w.+-]+\+json|javascript|xml)|image\/svg\+xml)/i;

/**
 * Compresses API answers above 1 KB (brotli or gzip, as the client accepts). Server-sent event
 * streams are left alone, since a compressor holds bytes back until its buffer fills; the MCP
 * endpoint writes to the socket itself and is never compressed; streamed exports are compressed
 * chunk by chunk as they are written. Static files come pre-compressed from the build and are not
 * touched again. Voice guides come encoded by their route (see SharedAnswer), and are left as they
 * are. Request bodies are inflated by the body parser, not here.
 */
export async function mountCompression(app: NestFastifyApplication): Promise<void> {
  const options: FastifyCompressOptions = {
    threshold: THRESHOLD,
    syncThreshold: SYNC_THRESHOLD,
    encodings: ['br', 'gzip', 'deflate'],
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  };
  // Runs before the plugin's own route hook (registered next), which reads a route's `compress`.
  app.getHttpAdapter().getInstance().addHook('onRoute', (route: RouteOptions & { compress?: FastifyCompressOptions | false }) => {
    if ((route.config as { compression?: string } | undefined)?.compression === 'own') route.compress = false;
  });
  await app.register(compress, options);
}

/**
 * Marks a route that encodes its own answers (the voice guides, see SharedAnswer): the compression
 * hook never touches them, so no compressor is made per answer. Kept in the route's Fastify config,
 * as `@BodyRules` is, so one route cannot carry both.
 */
export const EncodesItsAnswers = (): MethodDecorator => RouteConfig({ compression: 'own' });
