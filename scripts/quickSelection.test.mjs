import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib.mjs';
import {
  e2eTestTags,
  featuresAt,
  knownTags,
  quickSelection,
  storyFileOfBaseline,
  SWEEP_SPEC,
  storyFiles,
} from './quickSelection.mjs';

const STORIES = [
  { file: 'stories/ui-kit/Badge.stories.tsx', title: 'ui-kit/Badge', features: [] },
  { file: 'stories/ui-kit/StatusBadge.stories.tsx', title: 'ui-kit/StatusBadge', features: [] },
  {
    file: 'stories/dashboard/Rewards.stories.tsx',
    title: 'dashboard/Rewards',
    features: ['layout', 'rewards'],
  },
  {
    file: 'stories/dashboard/RewardsTable.stories.tsx',
    title: 'dashboard/Rewards Table',
    features: ['rewards'],
  },
  { file: 'stories/dashboard/Home.stories.tsx', title: 'dashboard/Home', features: ['home', 'layout'] },
];

describe('quickSelection', () => {
  it('runs the tests related to a screen, the stories of its feature and the e2e tests of its feature', () => {
    const { related, stories, grep, leftOut } = quickSelection(
      ['dashboard/src/features/rewards/RewardsPage.tsx'],
      STORIES,
    );
    expect(related).toEqual(['dashboard/src/features/rewards/RewardsPage.tsx']);
    expect(stories).toEqual([
      'stories/dashboard/Rewards.stories.tsx',
      'stories/dashboard/RewardsTable.stories.tsx',
    ]);
    expect(grep).toBe('@rewards\\b');
    expect(leftOut).toEqual([]);
  });

  it('runs a changed e2e file whole, by its name', () => {
    expect(quickSelection(['e2e/rewards.e2e.ts'], STORIES)).toEqual({
      related: [],
      stories: [],
      grep: 'rewards\\.e2e\\.ts',
      sweep: false,
      leftOut: [],
    });
  });

  it('runs the accessibility sweep only when it changed itself', () => {
    expect(quickSelection(['e2e/accessibility.e2e.ts'], STORIES)).toMatchObject({
      grep: 'accessibility\\.e2e\\.ts',
      sweep: true,
    });
    expect(quickSelection(['dashboard/src/features/rewards/RewardsPage.tsx'], STORIES).sweep).toBe(false);
  });

  it('runs a changed story file, and leaves a file every story loads to npm test', () => {
    const { related, stories, leftOut } = quickSelection(
      ['stories/dashboard/Home.stories.tsx', 'stories/dashboard/screenPlay.ts'],
      STORIES,
    );
    expect(related).toEqual([]);
    expect(stories).toEqual(['stories/dashboard/Home.stories.tsx']);
    expect(leftOut).toEqual([
      { file: 'stories/dashboard/screenPlay.ts', why: expect.stringMatching(/`npm test` runs them all/) },
    ]);
  });

  it('runs the tests and own stories of shared code and says its screens and journeys are left to npm test', () => {
    const { related, stories, grep, leftOut } = quickSelection(
      ['ui-kit/src/Badge/Badge.tsx', 'api/src/routes/auth.ts'],
      STORIES,
    );
    expect(related).toEqual(['api/src/routes/auth.ts', 'ui-kit/src/Badge/Badge.tsx']);
    expect(stories).toEqual(['stories/ui-kit/Badge.stories.tsx']);
    expect(grep).toBe('');
    expect(leftOut.map(({ file }) => file)).toEqual(['ui-kit/src/Badge/Badge.tsx']);
    expect(leftOut[0]?.why).toMatch(/screens and journeys in `npm test`/);
  });

  it('leaves what changes every test to npm test, saying so', () => {
    const { related, stories, leftOut } = quickSelection(
      ['package.json', 'vitest.config.ts', '.storybook/preview.tsx'],
      STORIES,
    );
    expect(related).toEqual([]);
    expect(stories).toEqual([]);
    expect(leftOut).toHaveLength(3);
    for (const { why } of leftOut) expect(why).toMatch(/only `npm test`/);
  });

  it('leaves the e2e suite to npm test when a file every e2e test loads changed', () => {
    const { grep, leftOut } = quickSelection(['e2e/support.ts'], STORIES);
    expect(grep).toBe('');
    expect(leftOut).toEqual([
      { file: 'e2e/support.ts', why: expect.stringMatching(/`npm test` runs them all/) },
    ]);
  });

  it('runs the story file of a changed baseline, the longest title that names it', () => {
    expect(storyFileOfBaseline('stories/__screenshots__/ui-kit-statusbadge-default.png', STORIES)).toBe(
      'stories/ui-kit/StatusBadge.stories.tsx',
    );
    expect(storyFileOfBaseline('stories/__screenshots__/dashboard-rewards-table-empty.png', STORIES)).toBe(
      'stories/dashboard/RewardsTable.stories.tsx',
    );
    expect(quickSelection(['stories/__screenshots__/ui-kit-badge-default.png'], STORIES).stories).toEqual([
      'stories/ui-kit/Badge.stories.tsx',
    ]);
  });

  it('finds the owner of every committed baseline among the story files', () => {
    const stories = storyFiles(ROOT);
    const orphans = readdirSync(join(ROOT, 'stories/__screenshots__')).filter(
      (png) => !storyFileOfBaseline(png, stories),
    );
    expect(orphans).toEqual([]);
  });

  it('finds the feature of every screen story, from the screen it opens', () => {
    const screens = storyFiles(ROOT).filter(({ file }) =>
      /screenMeta\(/.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(screens.length).toBeGreaterThan(0);
    expect(screens.filter(({ features }) => features.length === 0).map(({ file }) => file)).toEqual([]);
  });
});

describe('featuresAt', () => {
  const routes = [
    { path: '/', modules: ['layout/AuthenticatedLayout', 'home/HomePage'] },
    { path: '/rewards/:type/add', modules: ['rewards/ConfigRewardPage'] },
    { path: '/instagram/contents', modules: ['instagram/ContentsPage'] },
    { path: '/instagram/authors', modules: ['instagram/AuthorsPage', 'layout/ListLayout'] },
  ];

  it('names the features of the screens a path shows, its parameters filled in', () => {
    expect(featuresAt('/', routes)).toEqual(['layout', 'home']);
    expect(featuresAt('/rewards/code/add', routes)).toEqual(['rewards']);
  });

  it('takes the routes below a path with no screen of its own (a redirect), each feature once', () => {
    expect(featuresAt('/instagram', routes)).toEqual(['instagram', 'layout']);
  });

  it('names the not-found screen for an address no route takes', () => {
    expect(featuresAt('/nowhere', routes)).toEqual(['errors']);
    expect(featuresAt('/rewards/code/add/more', routes)).toEqual(['errors']);
  });
});

describe('the e2e tests’ feature tags', () => {
  const specs = readdirSync(join(ROOT, 'e2e')).filter((file) => file.endsWith('.e2e.ts'));

  it('reads the tags written with each test', () => {
    const source = `test('a', { tag: ['@rewards', '@home'] }, async () => {});
test(
  'b',
  { tag: routeTags },
  async () => {},
);
test("c", async () => {});
test(
  'd',
  {
    tag: [
      '@errors',
      '@home',
    ],
  },
  async () => {},
);
expect(/x/.test(value));`;
    expect(e2eTestTags(source)).toEqual([
      { tags: ['rewards', 'home'] },
      { tags: undefined },
      { tags: [] },
      { tags: ['errors', 'home'] },
    ]);
  });

  // The sweep's tests are routes: it runs whole, in `npm test` or when it changed.
  it.each(specs.filter((spec) => spec !== SWEEP_SPEC))(
    'tags every test of %s with the dashboard features it goes through',
    (spec) => {
      const source = readFileSync(join(ROOT, 'e2e', spec), 'utf8');
      const tests = e2eTestTags(source);
      expect(tests.length, 'test( calls read').toBe(source.match(/(?<![.\w])test\(/g)?.length ?? 0);
      const known = knownTags(ROOT);
      for (const { tags } of tests) {
        if (tags === undefined) continue;
        expect(tags.length, 'a test without a feature tag').toBeGreaterThan(0);
        expect(
          tags.filter((tag) => !known.includes(tag)),
          'tags that name no feature',
        ).toEqual([]);
      }
    },
  );
});
