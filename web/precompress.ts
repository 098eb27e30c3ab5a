import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text and WebAssembly; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm|map)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible built file, once at
 * build time with the strongest settings, so the server hands out bytes instead of compressing per
 * request. A copy that would not be smaller than the original is not written.
 */
export function precompress(): Plugin {
  return {
    name: 'bandwise-precompress',
    apply: 'build',
    writeBundle(options) {
      if (!options.dir) return;
      for (const path of files(options.dir)) {
        if (!COMPRESSIBLE.test(path)) continue;
        const raw = readFileSync(path);
        if (raw.length < MIN_BYTES) continue;
        const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length) writeFileSync(`${path}.br`, br);
        if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
      }
    },
  };
}
