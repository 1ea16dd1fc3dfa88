import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images, fonts and videos are compressed already. */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|vtt|txt)$/;

function* filesUnder(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of the
 * build of at least `minBytes`, once, so the server sends them as they are (issue 21) instead of
 * compressing the same bytes for every visitor at a lower level.
 */
export function precompress(minBytes = 1024): Plugin {
  let outDir = 'dist';
  return {
    name: 'tandem-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) writeCompressedCopies(file, minBytes);
    },
  };
}

/** The .br and .gz copies of one text file of the build, when it is worth compressing. */
export function writeCompressedCopies(file: string, minBytes = 1024): void {
  if (!TEXT_FILE.test(file)) return;
  const body = readFileSync(file);
  if (body.length < minBytes) return;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
}
