import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOGIN_RENDERER_MODULE } from '@tandem/shared';

/**
 * The server package's folder, found by walking up from this module: the same answer whether
 * the code runs from src/ (tsx, tests) or from the bundled dist/main.js.
 */
export function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@tandem/server')
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @tandem/server package folder');
    dir = parent;
  }
}

export const migrationsFolder = () => path.join(serverRoot(), 'src/db/migrations');
/** The checked-in GraphQL schema, read at start (src or bundle alike). */
export const graphqlSchemaFile = () => path.join(serverRoot(), 'src/graphql/schema.graphql');
export const webDistFolder = () => path.join(serverRoot(), '../web/dist');
/** The web build's login renderer (packages/web/prerender.ts keeps it beside dist, never served). */
export const loginRendererFile = () => path.join(serverRoot(), '../web', LOGIN_RENDERER_MODULE);
