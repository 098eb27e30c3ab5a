import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { Request, Response } from 'express';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
const THRESHOLD = 1024;

/**
 * Compresses API answers above 1 KB (brotli or gzip, as the client accepts). Server-sent event
 * streams (the MCP endpoint) are left alone, since a compressor holds bytes back until its buffer
 * fills; streamed exports are compressed chunk by chunk as they are written. Static files come
 * pre-compressed from the build and are not touched again.
 */
export function mountCompression(app: NestExpressApplication): void {
  app.use(
    compression({
      threshold: THRESHOLD,
      filter: (req: Request, res: Response) => {
        const type = String(res.getHeader('Content-Type') ?? '');
        if (type.startsWith('text/event-stream')) return false;
        if (req.path === '/mcp') return false;
        return compression.filter(req, res);
      },
    }),
  );
}
