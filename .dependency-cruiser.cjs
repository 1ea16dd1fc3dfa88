// Module walls, checked by `npm run lint` (decision 010). Server modules and web features are
// rooms with one door: their `index.ts`. `lib/` and `db/` (server) and `components/` and `lib/`
// (web) are floors every room stands on, so they import no room. No import cycle anywhere,
// counting type-only imports: a cycle of types still ties two files' meaning together.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make start-up order and ownership unclear; break the cycle.',
      from: { path: '^packages/' },
      to: { circular: true },
    },
    {
      name: 'server-module-through-its-door',
      severity: 'error',
      comment:
        "A server module imports another module only through that module's index.ts, never its repo, service or policy files.",
      from: { path: '^packages/server/src/modules/([^/]+)/' },
      to: {
        path: '^packages/server/src/modules/[^/]+/',
        pathNot: ['^packages/server/src/modules/$1/', '^packages/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'server-outside-through-the-door',
      severity: 'error',
      comment:
        'Code outside modules/ (app, main, seed, test helpers, benchmarks) uses a module only through its index.ts.',
      from: { path: '^(packages/server/src/(?!modules/)|bench/)' },
      to: {
        path: '^packages/server/src/modules/[^/]+/',
        pathNot: '^packages/server/src/modules/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'server-floors-import-no-module',
      severity: 'error',
      comment:
        'lib/, db/ and emails/ are shared floors: they import no module. Modules register their jobs, mail and socket handlers at start-up instead.',
      from: { path: '^packages/server/src/(lib|db|emails)/' },
      to: { path: '^packages/server/src/(modules|seed)/' },
    },
    {
      name: 'web-feature-through-its-door',
      severity: 'error',
      comment: "A web feature imports another feature only through that feature's index.ts.",
      from: { path: '^packages/web/src/features/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^packages/web/src/features/[^/]+/',
        pathNot: ['^packages/web/src/features/$1/', '^packages/web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'web-outside-through-the-door',
      severity: 'error',
      comment: 'The app shell and routes use a feature only through its index.ts.',
      from: { path: '^packages/web/src/(?!features/)', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^packages/web/src/features/[^/]+/',
        pathNot: '^packages/web/src/features/[^/]+/index\\.tsx?$',
      },
    },
    {
      name: 'web-feature-tests-through-the-door',
      severity: 'error',
      comment:
        "A feature's tests use another feature through its index.ts, or its testing.ts (builders shaped like the API contract, never imported by production code).",
      from: { path: '^packages/web/src/features/([^/]+)/[^.]+[.]test[.]tsx?$' },
      to: {
        path: '^packages/web/src/features/[^/]+/',
        pathNot: [
          '^packages/web/src/features/$1/',
          '^packages/web/src/features/[^/]+/index[.]tsx?$',
          '^packages/web/src/features/[^/]+/testing[.]ts$',
        ],
      },
    },
    {
      name: 'web-outside-tests-through-the-door',
      severity: 'error',
      comment: 'Tests outside features use a feature through its index.ts or its testing.ts.',
      from: { path: '^packages/web/src/(app|components|lib|test)/[^.]+[.]test[.]tsx?$' },
      to: {
        path: '^packages/web/src/features/[^/]+/',
        pathNot: [
          '^packages/web/src/features/[^/]+/index[.]tsx?$',
          '^packages/web/src/features/[^/]+/testing[.]ts$',
        ],
      },
    },
    {
      name: 'web-floors-import-no-feature',
      severity: 'error',
      comment: 'components/ and lib/ are shared floors: they import no feature and not the app shell.',
      from: { path: '^packages/web/src/(components|lib)/' },
      to: { path: '^packages/web/src/(features|app)/' },
    },
    {
      name: 'shared-imports-no-app',
      severity: 'error',
      comment: 'The shared package is used by server and web and imports neither.',
      from: { path: '^packages/shared/' },
      to: { path: '^packages/(server|web)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-ssr|node_modules)/|/test/fixtures/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
