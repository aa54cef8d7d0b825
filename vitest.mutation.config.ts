// The Vitest configuration mutation testing runs (stryker.config.mjs, ADR 040): the api project of
// the main configuration and the domain's own tests, one worker each (Stryker runs one Vitest per
// core itself).
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import config from './vitest.config.ts';
import { keptThreads } from './vitest.mutation.pool.ts';

const ROOT = dirname(fileURLToPath(import.meta.url));

type Project = { test: { name: string; exclude?: string[] } };
const api = (config.test?.projects as Project[]).find((project) => project.test.name === 'api');
if (!api) throw new Error('vitest.config.ts has no api project');

// Stryker tests mutants in a copy of the project whose node_modules is a link to this one's, where
// the workspace packages link back here, to the code without the mutant: the domain is read from
// the copy instead.
const alias = [
  { find: /^@merci\/domain$/, replacement: join(ROOT, 'domain/src/index.ts') },
  { find: /^@merci\/domain\/schemas$/, replacement: join(ROOT, 'domain/src/schemas/index.ts') },
];

/**
 * A mutant's tests run the quickest files first: Stryker stops at the first test that fails, so a
 * caught mutant then costs a pure function's test file rather than a whole API's set-up. Vitest's
 * own order is the other way round (the api project, then the longest files first, to fill its
 * workers). A file not timed yet in this run goes first, as in Vitest's order.
 */
class QuickestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const cost = (file: TestSpecification) =>
      this.ctx.cache.getFileTestResults(
        `${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`,
      )?.duration ?? 0;
    return [...files].sort((a, b) => cost(a) - cost(b));
  }
}

export default defineConfig({
  test: {
    ...config.test,
    sequence: { sequencer: QuickestFirst },
    projects: [
      {
        ...api,
        resolve: { alias },
        plugins: [
          {
            // Stryker asks Vitest for its threads pool, which comes after the configuration: the
            // pool is chosen here, once the configuration is read, as Vitest's own plugins do.
            name: 'merci:kept-threads',
            configResolved(resolved) {
              if (resolved.test) resolved.test.pool = keptThreads();
            },
          },
        ],
        test: {
          ...api.test,
          maxWorkers: 1,
          // The operator command's test runs `node scripts/operator.mjs`, which installs the
          // dependencies when the lock file is newer than them, as it is in Stryker's copy: through
          // the copy's link, into this project's node_modules.
          exclude: [...(api.test.exclude ?? []), 'api/src/operators/operatorCommand.test.ts'],
        },
      },
      {
        // The domain's tests are pure functions: in Node, without the unit project's DOM and set-up.
        resolve: { alias },
        test: {
          name: 'domain',
          maxWorkers: 1,
          environment: 'node',
          env: { TZ: 'Europe/Paris' },
          include: ['domain/src/**/*.test.ts'],
          exclude: configDefaults.exclude,
          isolate: false,
        },
      },
    ],
  },
});
