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
/**
 * The accessibility sweep of every route, left to `npm test` unless it changed itself: the stories
 * of the change check its screens with axe.
 */
export const SWEEP_SPEC = 'accessibility.e2e.ts';
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

/** The route table's screens (`dashboard/src/app/routeModules.json`): a path and its modules. */
export function routeModules(root) {
  return JSON.parse(readFileSync(join(root, 'dashboard/src/app/routeModules.json'), 'utf8'));
}

/**
 * The features whose screens show at `path` (`/rewards/code/add` → `rewards`). A path with no screen
 * of its own (a redirect) takes those of the routes below it; an address no route takes shows the
 * not-found screen.
 */
export function featuresAt(path, routes) {
  const matches = (pattern) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(path);
  const own = routes.filter((route) => matches(route.path));
  const below = routes.filter((route) => route.path.startsWith(`${path}/`));
  const features = (own.length > 0 ? own : below).flatMap((route) =>
    route.modules.map((module) => module.split('/')[0]),
  );
  return [...new Set(features.length > 0 ? features : ['errors'])];
}

/**
 * Each story file of `stories/` with its title and the dashboard features it shows: those of the
 * screen it opens (`screenMeta({ path: '/rewards' })`) and those it imports from.
 */
export function storyFiles(root) {
  const routes = routeModules(root);
  return readdirSync(join(root, 'stories'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => {
      const path = `stories/${file}`;
      const source = readFileSync(join(root, path), 'utf8');
      // The meta's title names a place in the sidebar (`ui-kit/Badge`); stories' args may have titles too.
      const title = /\btitle:\s*'([^'/]*\/[^']*)'/.exec(source)?.[1] ?? '';
      // A screen's path, written as it is or built from an id (`/admin/shops/${id}`).
      const screen = /screenMeta\(/.test(source)
        ? (/screenMeta\(\{\s*path:\s*'([^']+)'/.exec(source)?.[1] ??
          /`(\/[^`$]*)\$\{[^}]+\}`/.exec(source)?.[1]?.concat('0'))
        : undefined;
      const imported = [...source.matchAll(/from '[^']*\/features\/([^/']+)\//g)].map((match) => match[1]);
      const features = [...new Set([...(screen ? featuresAt(screen, routes) : []), ...imported])].sort();
      return { file: path, title, features };
    });
}

/** The story files of a kit component (`ui-kit/src/Badge/Badge.tsx` → `…/Badge.stories.tsx`). */
const kitStoriesOf = (file, stories) => {
  const component = /^ui-kit\/src\/([^/]+)\//.exec(file)?.[1];
  return component ? stories.filter((story) => story.file.endsWith(`/${component}.stories.tsx`)) : [];
};

/**
 * What to run for `files` (paths from the root): the files to give `vitest related` (the projects
 * that run in Node), the story files to run, the e2e grep (tags and spec files), whether the
 * accessibility sweep runs, and each file left out with the reason, said to the developer. Stories
 * are chosen by what they show, not by what they import: every screen story loads the whole route
 * table.
 * @param {string[]} files
 * @param {{ file: string, title: string, features?: string[] }[]} stories
 */
export function quickSelection(files, stories) {
  const related = new Set();
  const storySet = new Set();
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
      if (owner) storySet.add(owner);
      else leave(file, 'a baseline no story file owns');
      continue;
    }
    if (/^stories\/.*\.stories\.tsx$/.test(file)) {
      storySet.add(file);
      continue;
    }
    if (/^stories\//.test(file)) {
      leave(file, 'stories load it: `npm test` runs them all');
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
    if (feature && feature !== 'app') {
      tags.add(feature);
      for (const story of stories) if (story.features?.includes(feature)) storySet.add(story.file);
      continue;
    }
    if (feature === 'app') tags.add(feature);
    for (const story of kitStoriesOf(file, stories)) storySet.add(story.file);
    if (/^(ui-kit|dashboard|domain|tokens)\//.test(file)) {
      leave(
        file,
        'shared by every screen: its unit tests (and its own stories) run here, the screens and journeys in `npm test`',
      );
    }
  }
  const grep = [
    ...[...tags].sort().map((tag) => `@${tag}\\b`),
    ...[...specs].sort().map((spec) => spec.replace(/\./g, '\\.')),
  ].join('|');
  return {
    related: [...related].sort(),
    stories: [...storySet].sort(),
    grep,
    sweep: specs.has(SWEEP_SPEC),
    leftOut,
  };
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
