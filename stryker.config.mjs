// Mutation testing of the code that guards money and access (ADR 040), run by
// `npm run bench mutation`: each area's modules are changed one small way at a time (a mutant), and
// the area's own tests run against each change. A mutant they all pass is a rule no test holds. A
// mutant that cannot change what a user or client sees is marked where it is, with
// `// Stryker disable next-line <mutator>: <why it changes nothing>`.
import { availableParallelism } from 'node:os';

/** The domain's own tests, which every area runs too. */
const DOMAIN_TESTS = 'domain/src/**/*.test.ts';

/** Tests of the API's routes, by file name. */
const routeTests = (...names) => names.map((name) => `api/src/routes/${name}.test.ts`);

/**
 * The modules, by what they guard, each area with the tests that are there for it: a mutant is
 * tested against them alone. The bench prints a score per module.
 */
export const GUARDED_AREAS = {
  quota: {
    modules: ['api/src/rewards/quota.ts', 'domain/src/rules/quota.ts', 'domain/src/rules/plan.ts'],
    tests: [
      DOMAIN_TESTS,
      'api/src/rewards/*.test.ts',
      ...routeTests('assignment', 'admin', 'account', 'automations'),
      'api/src/automations/*.test.ts',
    ],
  },
  'rewards and unique codes': {
    modules: [
      'api/src/rewards/assignment.ts',
      'api/src/commerce/storeCodes.ts',
      'domain/src/rules/uniqueCodes.ts',
      'domain/src/rules/validity.ts',
      'domain/src/rules/configRewardStatus.ts',
    ],
    tests: [
      DOMAIN_TESTS,
      'api/src/rewards/*.test.ts',
      ...routeTests('assignment', 'assignedRewards', 'configRewards', 'onlineStores'),
      'api/src/commerce/**/*.test.ts',
      'api/src/automations/*.test.ts',
    ],
  },
  'sessions, auth plugin and operator guard': {
    modules: [
      'api/src/auth/plugin.ts',
      'api/src/auth/tokens.ts',
      'api/src/routes/sessions.ts',
      'domain/src/rules/session.ts',
    ],
    tests: [
      DOMAIN_TESTS,
      ...[
        'auth',
        'sessions',
        'operatorGuard',
        'suspendedShop',
        'tenantIsolation',
        'signInThrottling',
        'claimLinks',
      ].map((name) => `api/src/security/${name}.test.ts`),
      ...routeTests('auth', 'account', 'admin'),
    ],
  },
  'commerce connector': {
    modules: [
      'api/src/commerce/shopify/webhooks.ts',
      'api/src/commerce/shopify/oauth.ts',
      'api/src/commerce/stores.ts',
      'api/src/commerce/storeTokens.ts',
      'api/src/commerce/connectionCookie.ts',
      'api/src/auth/sameSecret.ts',
      'api/src/commerce/service.ts',
      'domain/src/rules/storeDomain.ts',
    ],
    tests: [
      DOMAIN_TESTS,
      'api/src/commerce/**/*.test.ts',
      ...routeTests('onlineStores', 'onlineStoreOrderTracking', 'webhooks'),
      'api/src/security/webhooks.test.ts',
      'api/src/security/tenantIsolation.test.ts',
    ],
  },
  'statistics of a shop': {
    modules: ['api/src/commerce/salesStatistics.ts', 'api/src/routes/rewardStatistics.ts'],
    tests: [
      DOMAIN_TESTS,
      ...routeTests('rewardStatistics', 'salesStatistics', 'onlineStores'),
      'api/src/security/tenantIsolation.test.ts',
    ],
  },
};

/** The score each module keeps at least: caught mutants among those that count, in %. */
export const MUTATION_SCORE_TARGET = 85;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // The bench gives each area's modules and tests in turn (`--mutate`, `--testFiles`: no braces in
  // the patterns, whose commas the command line would split).
  mutate: Object.values(GUARDED_AREAS).flatMap((area) => area.modules),
  testRunner: 'vitest',
  // `related` would look the tests up by their imports, where every API test reaches every module.
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  // Only the tests that ran through a mutant's line are run for it.
  coverageAnalysis: 'perTest',
  // A mutant reached only while a test file sets up (loading modules, building the server in
  // beforeAll) would need every test run once for it; the bench counts them apart.
  ignoreStatic: true,
  concurrency: availableParallelism(),
  // The copy of the project mutants are tested in needs the sources and the tests, not the
  // screenshots, builds and reports.
  ignorePatterns: [
    'stories/__screenshots__',
    'storybook-static',
    'test-results',
    'playwright-report',
    '**/dist',
    '**/.tsbuild',
    'api/data',
    'reports',
    // Another run's copy, when two run side by side (each with its own `--tempDirName`).
    '.stryker-tmp*',
  ],
  tempDirName: '.stryker-tmp',
  // The bench reads the JSON report and prints the scores and the mutants no test caught.
  reporters: ['json', 'progress'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // A mutant that makes a test wait (a loop, a missed answer) counts as caught once it times out.
  timeoutMS: 10_000,
};
