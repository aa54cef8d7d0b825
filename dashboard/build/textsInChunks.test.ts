import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceFiles, textOwners } from './textsInChunks';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true });
});

/** Writes the given files into a new folder and returns its path. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'texts-'));
  folders.push(root);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), content);
  }
  return root;
}

const KEYS = [
  'home.title',
  'home.faq.1.question',
  'home.faq.2.question',
  'nav.home',
  'errors.http',
  'reward.type.code',
  'reward.type.other',
  'orphan.text',
];

describe('textOwners', () => {
  it('gives a text to each module that names it, literally or by the start of a built key', () => {
    const root = project({
      'src/home/HomePage.tsx': "t('home.title'); t(`home.faq.${n}.question`);",
      'src/layout/Nav.tsx': "label: 'nav.home'",
      'src/home/HomeNav.tsx': "labelKey: 'nav.home'",
      'src/lib/useRewardText.ts': 't(`reward.type.${type}`)',
      'src/rewards/RewardTypes.tsx': "t('reward.type.code')",
      'src/app/RouteError.tsx': "id: 'errors.http'",
      'api/problems.ts': "key: 'errors.http'",
      'src/i18n/messages.ts': "'orphan.text'",
    });
    const owners = textOwners(
      KEYS,
      sourceFiles(join(root, 'src')),
      sourceFiles(join(root, 'api')),
      join(root, 'src/i18n/messages.ts'),
    );
    const relative = (files: string[]) => files.map((file) => file.slice(root.length + 1)).sort();
    expect(Object.fromEntries([...owners].map(([key, files]) => [key, relative(files)]))).toEqual({
      'home.title': ['src/home/HomePage.tsx'],
      'home.faq.1.question': ['src/home/HomePage.tsx'],
      'home.faq.2.question': ['src/home/HomePage.tsx'],
      // Named by two modules: each carries it.
      'nav.home': ['src/home/HomeNav.tsx', 'src/layout/Nav.tsx'],
      // Built from its start by one module, named by another.
      'reward.type.code': ['src/lib/useRewardText.ts', 'src/rewards/RewardTypes.tsx'],
      'reward.type.other': ['src/lib/useRewardText.ts'],
    });
    // Kept in the shared catalogue: named by the API (errors.http), or by the catalogue's own
    // module (orphan.text), as a text no code names is.
  });

  it('gives every text of a namespace to its module, even one the API or several modules name', () => {
    const root = project({
      'src/admin/AdminLayout.tsx': "t('admin.layout.console')",
      'src/admin/AdminShopPage.tsx': "t('admin.common.empty')",
      'src/admin/AdminShopsPage.tsx': "t('admin.common.empty')",
      'api/admin.ts': "conflict('admin.errors.already_validated')",
      'src/home/HomePage.tsx': "t('home.title'); t('errors.http')",
      'src/app/RouteError.tsx': "id: 'errors.http'",
    });
    const keys = [
      'admin.layout.console',
      'admin.common.empty',
      'admin.errors.already_validated',
      'home.title',
      'errors.http',
    ];
    const layout = join(root, 'src/admin/AdminLayout.tsx');
    const owners = textOwners(keys, sourceFiles(join(root, 'src')), sourceFiles(join(root, 'api')), '', {
      'admin.': layout,
    });
    expect(Object.fromEntries(owners)).toEqual({
      'admin.layout.console': [layout],
      'admin.common.empty': [layout],
      'admin.errors.already_validated': [layout],
      'home.title': [join(root, 'src/home/HomePage.tsx')],
      // Named by two modules here, and by no API: each carries it.
      'errors.http': [join(root, 'src/app/RouteError.tsx'), join(root, 'src/home/HomePage.tsx')],
    });
  });

  it('leaves out tests, stories and test fixtures when looking for who names a text', () => {
    const root = project({
      'src/home/HomePage.tsx': "t('home.title')",
      'src/home/HomePage.test.tsx': "t('home.title')",
      'src/home/HomePage.stories.tsx': "t('home.title')",
      'src/testing/fixtures.ts': "t('home.title')",
    });
    expect(sourceFiles(join(root, 'src')).map((file) => file.slice(root.length + 1))).toEqual([
      'src/home/HomePage.tsx',
    ]);
    expect(textOwners(['home.title'], sourceFiles(join(root, 'src')), [], '').get('home.title')).toEqual([
      join(root, 'src/home/HomePage.tsx'),
    ]);
  });
});
