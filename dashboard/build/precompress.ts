import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing, from this size on. */
const COMPRESSED = /\.(js|css|html|svg|json)$/;
const MIN_SIZE = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each built text file worth compressing, which
 * the API's static server sends to browsers that accept them (@fastify/static `preCompressed`).
 */
export function precompress(): Plugin {
  return {
    name: 'merci-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!COMPRESSED.test(file) || !options.dir) continue;
        const path = join(options.dir, file);
        const content = readFileSync(path);
        if (content.length < MIN_SIZE) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
