// The layer rules of ARCHITECTURE.md, checked by `npm test` (scripts/ci.mjs) with dependency-cruiser.
// Why this tool and these rules: docs/decisions/038-layer-rules.md.
// Run it alone: npm run layers. Violations that existed when a rule arrived are listed in
// .dependency-cruiser-known-violations.json and do not fail the run (--ignore-known); a new one
// does. After fixing one, shrink that list: npm run layers:baseline.

/** Source files that are tests or test helpers: they may reach across layers to set up a case. */
const TESTS = '(\\.(test|spec|stories)\\.tsx?$|/test/|/tests/|\\.testing\\.ts$)';

/** Our packages, as a resolved path (built or source) or, before a build, as the bare name. */
const pkg = (name, dir) => `^(${dir}/|@backline/${name}($|/))`;
const UI = pkg('ui', 'packages/ui');
const API = pkg('api', 'packages/api');
const WEB = pkg('web', 'apps/web');

const api = (dir) => `^packages/api/src/${dir}`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles, in any package (type-only imports count: they couple the files).',
      from: {},
      to: { circular: true },
    },
    // Between packages: domain <- ui, domain <- api, web <- {ui, domain, api}.
    {
      name: 'domain-imports-nothing-of-ours',
      severity: 'error',
      comment: '@backline/domain is pure: it imports no other package of ours.',
      from: { path: '^packages/domain/' },
      to: { path: [UI, API, WEB] },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'Domain rules do no I/O: no Node built-ins outside its tests.',
      from: { path: '^packages/domain/src/', pathNot: TESTS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'ui-imports-only-domain',
      severity: 'error',
      comment: '@backline/ui imports @backline/domain only: never the API or the web app.',
      from: { path: '^packages/ui/' },
      to: { path: [API, WEB] },
    },
    {
      name: 'api-imports-only-domain',
      severity: 'error',
      comment:
        '@backline/api imports @backline/domain only: never the design system or the web app.',
      from: { path: '^packages/api/' },
      to: { path: [UI, WEB] },
    },
    // Inside the API: routes -> services -> db; jobs -> services; http/ belongs to the routes.
    {
      name: 'api-routes-not-to-db',
      severity: 'error',
      comment: 'Routes parse and shape answers; SQL and transactions live in services/.',
      from: { path: api('routes/'), pathNot: TESTS },
      to: { path: api('db/') },
    },
    {
      name: 'api-services-not-to-routes-or-jobs',
      severity: 'error',
      comment: 'Services own behaviour; routes and jobs call them, never the other way round.',
      from: { path: api('services/'), pathNot: TESTS },
      to: { path: [api('routes/'), api('jobs/'), api('app\\.ts$')] },
    },
    {
      name: 'api-db-is-the-bottom',
      severity: 'error',
      comment: 'The database layer knows no routes, services, jobs or HTTP.',
      from: { path: api('db/'), pathNot: TESTS },
      to: { path: [api('routes/'), api('services/'), api('jobs/'), api('http/')] },
    },
    {
      name: 'api-jobs-call-services',
      severity: 'error',
      comment: 'Jobs only schedule and call services: no SQL, no routes in jobs/.',
      from: { path: api('jobs/'), pathNot: TESTS },
      to: { path: [api('routes/'), api('db/')] },
    },
    {
      name: 'api-http-only-from-routes',
      severity: 'error',
      comment:
        'http/ (request context, cookies, validation, errors) belongs to routes/, the OpenAPI description of those routes (openapi/) and the app assembly (app.ts, and index.ts, the package entry).',
      from: {
        path: '^packages/api/src/',
        pathNot: [TESTS, api('routes/'), api('http/'), api('openapi/'), api('(app|index)\\.ts$')],
      },
      to: { path: api('http/') },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules', '(^|/)dist/', '(^|/)build/'] },
    exclude: { path: ['(^|/)(dist|build|storybook-static|coverage|\\.data)/', '\\.d\\.ts$'] },
    // Our packages resolve to their source (tsconfig.layers.json), not to dist/, which is not
    // cruised: an import between packages is seen before a build too.
    tsConfig: { fileName: 'tsconfig.layers.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.jsx', '.json', '.d.ts'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
