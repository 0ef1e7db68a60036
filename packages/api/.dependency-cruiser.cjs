// The layers of packages/api, lowest first (docs/architecture.md draws them). A domain may import
// a domain of a lower layer, only through its door (`index.ts`) or its browser-safe `shared/`;
// never one of its own layer or a higher one, and nothing may import in a circle.
const layers = [
  ['shared'],
  ['database'],
  ['audit', 'events', 'jobs', 'mail'],
  ['settings'],
  ['catalogue', 'contact', 'customers'],
  ['companies', 'staff'],
  ['pricing'],
  ['orders', 'quick-order'],
  ['documents', 'lists', 'reviews'],
  ['company-buying'],
  ['payments'],
  ['quotes', 'refunds'],
  ['returns'],
  ['dashboard', 'demo'],
];
const domainPath = (names) => `^src/(${names.join('|')})/`;
const above = (index) => layers.slice(index + 1).flat();
const sameLayer = (layer, name) => layer.filter((other) => other !== name);

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules import each other in a circle: one of them owns the rule, the other asks it.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'one-door',
      severity: 'error',
      comment:
        'Another domain is reached through its door (index.ts) or its browser-safe shared/, never its files.',
      from: { path: '^src/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^src/([^/]+)/',
        pathNot: ['^src/$1/', '^src/shared/', '^src/[^/]+/(index\\.ts|shared/)'],
      },
    },
    {
      name: 'top-through-doors',
      severity: 'error',
      comment:
        'The routers, the package entry and the test harness reach domains through their doors too.',
      from: { path: '^src/(routers/|testing/|[^/]+\\.tsx?$)', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^src/([^/]+)/',
        pathNot: ['^src/(routers|testing)/', '^src/shared/', '^src/[^/]+/(index\\.ts|shared/)'],
      },
    },
    {
      name: 'testing-only-in-tests',
      severity: 'error',
      comment: 'The test harness (a database per file, callers as anyone) is for tests alone.',
      from: { path: '^src/', pathNot: ['^src/testing/', '\\.test\\.tsx?$'] },
      to: { path: '^src/testing/' },
    },
    {
      name: 'domains-below-the-top',
      severity: 'error',
      comment: 'Domains never import the routers or the package entry: news travels up as events.',
      from: { path: '^src/[^/]+/', pathNot: ['^src/(routers|testing)/', '\\.test\\.tsx?$'] },
      to: {
        path: ['^src/routers/', '^src/(root|index|trpc|context|subscribers|email-templates)\\.ts$'],
      },
    },
    ...layers.flatMap((layer, index) =>
      layer.map((name) => ({
        name: `layer-of-${name}`,
        severity: 'error',
        comment: `${name} may import only domains of lower layers (see docs/architecture.md).`,
        from: { path: `^src/${name}/`, pathNot: '\\.test\\.tsx?$' },
        to: {
          path: domainPath([...above(index), ...sameLayer(layer, name)]),
          pathNot: '^src/[^/]+/shared/',
        },
      })),
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
