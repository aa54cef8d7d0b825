// What `npm run test:quick` runs for a set of changed files, and what it leaves to `npm test`.
// Plain functions of the file list and the tree, so that the choice itself is tested
// (quickSelection.test.mjs).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Files that change how every test runs: no subset of the tests would say anything about them. */
const EVERY_TEST = [
  /(^|\/)package(-lock)?\.json$/,
  /(^|\/)tsconfig[^/]*\.json$/,
  /^vitest\.(config|setup)\.ts$/,
  /^\.storybook\//,
];
/** Source folders whose tests Vitest finds through the import graph (`vitest related`). */
const SOURCES = /^(tokens|domain|ui-kit|dashboard|api|stories|scripts)\/.*\.(ts|tsx|mts|js|mjs|json)$/;
/** e2e files every journey loads. */
const E2E_SHARED = /^e2e\/(?!.*\.e2e\.ts$)/;

/** The tag of a dashboard folder whose screens the e2e tests tag themselves with (`@rewards`). */
export function featureOf(file) {
  return (
    /^dashboard\/src\/features\/([^/]+)\//.exec(file)?.[1] ??
    (/^dashboard\/src\/app\//.test(file) ? 'app' : undefined)
  );
}

/** The tags an e2e test may carry: the folders of dashboard/src/features, and `app`. */
export function knownTags(root) {
  const features = readdirSync(join(root, 'dashboard/src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [...features, 'app'];
}

/** `ui-kit/Badge` → `ui-kit-badge`: the start of the baseline names of a story file's stories. */
const titleSlug = (title) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The story file whose stories a baseline PNG (stories/__screenshots__/<story id>.png) belongs to. */
export function storyFileOfBaseline(baseline, storyFiles) {
  const id = baseline.replace(/^.*\//, '').replace(/\.png$/, '');
  const owners = storyFiles
    .map(({ file, title }) => ({ file, slug: titleSlug(title) }))
    .filter(({ slug }) => id.startsWith(`${slug}-`))
    .sort((a, b) => b.slug.length - a.slug.length);
  return owners[0]?.file;
}

/** Each story file of `stories/` with its title. */
export function storyFiles(root) {
  return readdirSync(join(root, 'stories'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => {
      const path = `stories/${file}`;
      // The meta's title names a place in the sidebar (`ui-kit/Badge`); stories' args may have titles too.
      const title = /\btitle:\s*'([^'/]*\/[^']*)'/.exec(readFileSync(join(root, path), 'utf8'))?.[1] ?? '';
      return { file: path, title };
    });
}

/**
 * What to run for `files` (paths from the root): the files to give `vitest related`, the e2e
 * grep (tags and spec files), and each file left out with the reason, said to the developer.
 * @param {string[]} files
 * @param {{ file: string, title: string }[]} stories
 */
export function quickSelection(files, stories) {
  const related = new Set();
  const tags = new Set();
  const specs = new Set();
  const leftOut = [];
  const leave = (file, why) => leftOut.push({ file, why });

  for (const file of files) {
    if (EVERY_TEST.some((pattern) => pattern.test(file))) {
      leave(file, 'changes how every test runs: only `npm test` checks it');
      continue;
    }
    if (/^stories\/__screenshots__\/.*\.png$/.test(file)) {
      const owner = storyFileOfBaseline(file, stories);
      if (owner) related.add(owner);
      else leave(file, 'a baseline no story file owns');
      continue;
    }
    if (/^e2e\/.*\.e2e\.ts$/.test(file)) {
      specs.add(file.replace(/^e2e\//, ''));
      continue;
    }
    if (E2E_SHARED.test(file)) {
      leave(file, 'every e2e test loads it: `npm test` runs them all');
      continue;
    }
    if (!SOURCES.test(file)) {
      leave(file, 'no test runs it');
      continue;
    }
    related.add(file);
    const feature = featureOf(file);
    if (feature) tags.add(feature);
    if (feature === 'app' || !feature) {
      if (/^(ui-kit|dashboard|domain|tokens|api)\//.test(file)) {
        leave(
          file,
          'shared by every screen: its unit tests and stories run here, the e2e journeys in `npm test`',
        );
      }
    }
  }
  const grep = [
    ...[...tags].sort().map((tag) => `@${tag}\\b`),
    ...[...specs].sort().map((spec) => spec.replace(/\./g, '\\.')),
  ].join('|');
  return { related: [...related].sort(), grep, leftOut };
}

/**
 * The `test(` calls of an e2e file and the tags written with each (`{ tag: ['@rewards'] }`), or
 * `undefined` for a test whose tags are computed.
 */
export function e2eTestTags(source) {
  const tests = [];
  const call =
    /(?<![.\w])test\(\s*(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`)\s*,\s*(\{\s*tag:\s*(\[[^\]]*\]|[^,}]+)\s*,?\s*\})?/g;
  for (const match of source.matchAll(call)) {
    const written = match[2];
    if (!written) tests.push({ tags: [] });
    else if (written.startsWith('['))
      tests.push({ tags: [...written.matchAll(/'@([^']+)'/g)].map((tag) => tag[1]) });
    else tests.push({ tags: undefined });
  }
  return tests;
}
