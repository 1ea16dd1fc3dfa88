import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { writeCompressedCopies } from './precompress';
import { GUARD_SCRIPT, guardScript } from './src/prerender/prerendered-root';

/**
 * Issue 21: the login screen as HTML, so a phone paints it as soon as the HTML and CSS arrive
 * instead of after 224 KB of JavaScript. After the app's own build, the visitor's login route is
 * built once more for Node (src/prerender/render-visitor-page.tsx: the app's routes, guards and
 * shell) and rendered into a copy of index.html, `login.html`, which the server sends for the
 * login addresses. Its .br and .gz copies are written here, as precompress writes the others.
 * The Node build is kept (`rendererModule`, outside dist so it is never served): the server
 * renders a branded sub-domain's login page with it.
 */
export function prerenderLogin({
  sessionKey,
  file,
  rendererModule,
}: {
  sessionKey: string;
  file: string;
  rendererModule: string;
}): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'tandem-prerender-login',
    // The app's own build only: not the dev server, the tests, or the nested build below.
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Inside the package, so the rendered module finds React and the rest in node_modules.
      const renderer = path.join(root, rendererModule);
      const serverOut = path.dirname(renderer);
      rmSync(serverOut, { recursive: true, force: true });
      mkdirSync(serverOut, { recursive: true });
      await build({
        configFile: false,
        root,
        publicDir: false,
        logLevel: 'warn',
        // The service worker's registration is the app's build's (vite-plugin-pwa); a page
        // rendered in Node registers nothing.
        plugins: [
          {
            name: 'tandem-prerender-no-service-worker',
            resolveId: (id) => (id === 'virtual:pwa-register' ? '\0prerender:pwa-register' : null),
            load: (id) =>
              id === '\0prerender:pwa-register' ? 'export const registerSW = () => async () => {};' : null,
          },
        ],
        // Everything bundled and tree-shaken: the server loads this module at run time, and the
        // packages whole (every Tabler icon, every Mantine component) would cost it 100 MB more.
        ssr: { noExternal: true },
        // React's and the others' production builds, whatever the environment of the process.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          ssr: path.join(root, 'src/prerender/render-visitor-page.tsx'),
          outDir: serverOut,
          emptyOutDir: true,
          rollupOptions: { output: { entryFileNames: path.basename(renderer) } },
        },
      });
      const { renderLoginPage } = (await import(pathToFileURL(renderer).href)) as {
        renderLoginPage: (indexHtml: string) => Promise<string>;
      };
      const page = path.join(outDir, file);
      writeFileSync(page, await renderLoginPage(readFileSync(path.join(outDir, 'index.html'), 'utf8')));
      writeFileSync(path.join(outDir, GUARD_SCRIPT), guardScript(sessionKey));
      writeCompressedCopies(page);
    },
  };
}
