/**
 * The layering the code follows, checked by `npm run lint` (dependency-cruiser). Web: app → features →
 * components / lib / config, and a feature uses another only through its public index.ts. Server: a module never
 * reaches into another module's routes. Nowhere: cycles. Type-only imports (erased at build) may point upwards:
 * lib/hooks.ts types the store with app/store's RootState.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'Modules that import each other cannot be understood, tested or split alone. A lazy import() (the route ' +
        "table's screens) runs after both modules have loaded, so a loop through one is not a cycle.",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
    {
      name: 'lib-and-components-stay-below',
      severity: 'error',
      comment:
        'lib/, components/ and config/ are shared foundations: they never import app, layouts, routes or features.',
      from: { path: '^web/src/(lib|components|config)/' },
      to: { path: '^web/src/(app|layouts|routes|features)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'config-stays-plain',
      severity: 'error',
      comment: 'config/ holds constants: it imports nothing else of the app.',
      from: { path: '^web/src/config/' },
      to: { path: '^web/src/(?!config/)' },
    },
    {
      name: 'features-below-the-shell',
      severity: 'error',
      comment:
        'Features are composed by the app, its layouts and the route table, never the other way round; they may ' +
        "read the route table through routes/navigation.ts (a screen's title, what a member may open).",
      from: { path: '^web/src/features/' },
      to: {
        path: '^web/src/(app|layouts|routes)/',
        pathNot: '^web/src/routes/(navigation|catalogue-groups)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'feature-internals',
      severity: 'error',
      comment: "A feature uses another feature only through that feature's index.ts.",
      from: { path: '^web/src/features/([^/]+)/' },
      to: {
        path: '^web/src/features/[^/]+/',
        pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'firebase-only-in-auth',
      severity: 'error',
      comment: 'Only features/auth talks to the Firebase SDK; the rest of the app uses its slice and hooks.',
      from: { path: '^web/src/', pathNot: '^web/src/features/auth/' },
      to: { path: 'node_modules/(firebase|@firebase)/' },
    },
    {
      name: 'server-modules-own-their-routes',
      severity: 'error',
      comment: "A server module never imports another module's routes (share services or http/ helpers).",
      from: { path: '^server/src/modules/([^/]+)/' },
      to: { path: '^server/src/modules/[^/]+/routes\\.ts$', pathNot: '^server/src/modules/$1/' },
    },
    {
      name: 'contracts-are-shared',
      severity: 'error',
      comment: 'contracts/ is read by both sides and imports neither.',
      from: { path: '^contracts/' },
      to: { path: '^(server|web)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests and their helpers set the whole app up on purpose.
    exclude: {
      path: '(^|/)dist/|\\.test\\.tsx?$|/testing/|(^|/)testing\\.tsx?$|-test-utils\\.tsx?$|/e2e/',
    },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
