/**
 * Module boundaries (docs/architecture.md, issue 17 item 2), checked by `npm run lint`.
 * Tests (tests/, *.test.ts) are white-box and may reach into a module; everything else may not.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-internals',
      comment:
        'Another module is used only through its index.ts (src/server/modules/<m>/index.ts); ' +
        'export what you need from there, or move a shared piece to src/server/core/.',
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^src/server/modules/',
        pathNot: ['^src/server/modules/$1/', '^src/server/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'outside-into-module-internals',
      comment: 'Code outside the modules (app.ts, demo/, bench/) uses a module only through its index.ts.',
      severity: 'error',
      from: { path: '^(src|bench|scripts)/', pathNot: ['^src/server/modules/', '\\.test\\.ts$'] },
      to: { path: '^src/server/modules/[^/]+/', pathNot: '^src/server/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'shared-layers-into-modules',
      comment:
        'db/, core/, files/, storage/, adapters/, http/, plugins/, jobs/ and observability/ are ' +
        'below the modules: they never import one.',
      severity: 'error',
      from: { path: '^src/server/(db|core|files|storage|adapters|http|plugins|jobs|observability)/' },
      to: { path: '^src/server/modules/' },
    },
    {
      name: 'sql-only-in-repository',
      comment:
        "A module's SQL lives in its repository.ts: its other files import no query builder and no " +
        'table (types of rows are fine).',
      severity: 'error',
      from: {
        path: '^src/server/modules/[^/]+/',
        pathNot: [
          '/repository\\.ts$',
          '\\.test\\.ts$',
          // The health module reads the migration files to report the schema's version.
          '^src/server/modules/health/',
          // Content's request schemas take the list of locales its tables declare (CONTENT_LOCALES).
          '^src/server/modules/content/schemas\\.ts$',
        ],
      },
      to: {
        path: ['^node_modules/drizzle-orm/', '^src/server/db/schema'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-circular',
      comment:
        'A circle of imports: break it by moving the shared piece down (core/, a type to its owner). ' +
        'A circle closed by a dynamic import() (a lazily loaded chunk) is not one at load time.',
      severity: 'error',
      from: { path: '^(src|bench|scripts)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'kind-imports-kind',
      comment:
        'A permit kind (src/shared/permits/kinds/<kind>/) does not import another kind: ' +
        'shared parts live in src/shared/permits/parts/.',
      severity: 'error',
      from: { path: '^src/shared/permits/kinds/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/shared/permits/kinds/', pathNot: '^src/shared/permits/kinds/$1/' },
    },
    {
      name: 'engine-imports-kind',
      comment:
        'The generic engine (src/shared/permits/engine/) knows no kind: a kind plugs in through ' +
        'its definition.',
      severity: 'error',
      from: { path: '^src/shared/permits/engine/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/shared/permits/kinds/' },
    },
    // The web app (src/web, docs/architecture.md "The web app"): features on a platform, as the
    // server's modules are on their shared layers.
    {
      name: 'web-feature-internals',
      comment:
        'A web feature (src/web/features/<f>/) uses another feature only through its index.ts ' +
        '(src/web/features/<g>/index.ts); export what you need from there (keep it light: no page, ' +
        'no stylesheet, nothing heavy), or move a shared piece down to src/web/platform/ (or ' +
        'src/web/ui/ for generic UI).',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^src/web/features/',
        pathNot: ['^src/web/features/$1/', '^src/web/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'web-outside-into-feature-internals',
      comment:
        'Web code outside the features and the app (platform/, ui/, i18n/) uses a ' +
        'feature only through its index.ts. The app (src/web/app/, main.tsx) is exempt: its route ' +
        'table loads each page lazily from its own file, which keeps the page out of the start chunk.',
      severity: 'error',
      from: {
        path: '^src/web/',
        pathNot: ['^src/web/(features|app)/', '^src/web/main\\.tsx$', '\\.test\\.tsx?$'],
      },
      to: { path: '^src/web/features/[^/]+/', pathNot: '^src/web/features/[^/]+/index\\.ts$' },
    },
    {
      name: 'web-platform-into-features',
      comment:
        'src/web/platform/ (api client, session, dates, offline helpers, outbox engine, map core), ' +
        'src/web/ui/ and src/web/i18n/ are below the features: they never import a feature or the ' +
        "app. A unit test may (the outbox engine is tested with the catch reports' in-memory store).",
      severity: 'error',
      from: { path: '^src/web/(platform|ui|i18n)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/web/(features|app)/' },
    },
    {
      name: 'web-feature-into-app',
      comment:
        'The app (src/web/app/: route table, layout, boot) wires the features together; a feature ' +
        'never imports it. What a feature needs of it moves down to src/web/platform/.',
      severity: 'error',
      from: { path: '^src/web/features/' },
      to: { path: '^src/web/app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
