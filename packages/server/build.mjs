// Bundles the server into dist/main.js. Our own workspace packages (@tandem/*, TypeScript source)
// are bundled in; every npm package stays external and is loaded from node_modules at run time.
import { build } from 'esbuild';

const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tandem/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  // The server, and the backup and restore command (npm run backup / restore).
  entryPoints: ['src/main.ts', 'src/backup.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [externalNpmPackages],
  logLevel: 'warning',
});
console.log('server built: packages/server/dist/main.js, dist/backup.js');
