import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS } from './chunks';

/** The group a module joins: the highest priority among those whose test matches it. */
function groupOf(path: string): string | undefined {
  return CHUNK_GROUPS.filter(({ test }) => test.test(path)).sort((a, b) => b.priority - a.priority)[0]?.name;
}

describe('the named chunks', () => {
  it.each([
    ['/w/ui-kit/src/PasswordInput/PasswordInput.tsx', 'app-core'],
    ['C:\\w\\ui-kit\\src\\Button\\Button.tsx', 'app-core'],
    ['/w/node_modules/lucide-react/dist/esm/icons/eye-off.js', 'app-core'],
    ['/w/node_modules/lucide-react/dist/esm/createLucideIcon.js', 'app-core'],
    ['/w/dashboard/src/app/signedOutScreens.ts', 'app-core'],
    ['/w/ui-kit/src/Alert/Alert.tsx', 'alert'],
    ['/w/dashboard/src/features/layout/AuthenticatedLayout.tsx', 'app'],
    ['/w/dashboard/src/features/instagram/paths.ts', 'instagram-core'],
    ['/w/domain/src/rules/contentsFilter.ts', 'instagram-core'],
    ['/w/dashboard/src/lib/api/client.ts', 'app-core'],
    ['/w/dashboard/src/lib/api/endpoints/index.ts', 'app-core'],
    ['C:\\w\\dashboard\\src\\lib\\api\\endpoints\\auth.ts', 'app-core'],
    ['/w/node_modules/react-dom/cjs/react-dom.production.js', 'framework'],
    ['/w/node_modules/react-router/dist/production/index.mjs', 'router'],
  ])('puts %s in %s', (path, group) => {
    expect(groupOf(path)).toBe(group);
  });

  it.each([
    '/w/node_modules/lucide-react/dist/esm/icons/star.js',
    '/w/ui-kit/src/Modal/Modal.tsx',
    '/w/dashboard/src/features/instagram/paths.test.ts',
    '/w/dashboard/src/features/rewards/RewardsPage.tsx',
    '/w/dashboard/src/lib/api/endpoints/rewards.ts',
    '/w/dashboard/src/lib/api/endpoints/shop.ts',
    '/w/dashboard/src/lib/api/endpoints/onlineStore.ts',
    'C:\\w\\dashboard\\src\\lib\\api\\endpoints\\admin.ts',
  ])('leaves %s to the bundler', (path) => {
    expect(groupOf(path)).toBeUndefined();
  });
});
