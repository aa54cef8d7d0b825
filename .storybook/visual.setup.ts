// Setup of the 'storybook' Vitest project (vitest.config.ts, ADR 013): once a story has rendered
// and its play function has run, the page is compared with the story's baseline PNG.
import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// What the body held before the story: the story's root is the first element added after that.
let before = new Set<Element>();
beforeEach(() => {
  before = new Set(document.body.children);
});

/** A fullscreen story (a screen, a header) is the whole page; any other story is its own box. */
function isFullscreen(parameters: Record<string, unknown> | undefined) {
  return parameters?.layout === 'fullscreen';
}

/** Something a story opened outside its root (dialog, menu, toast, tooltip) sits in a portal. */
function isVisible(element: Element) {
  const { width, height } = element.getBoundingClientRect();
  return width > 0 && height > 0 && getComputedStyle(element).visibility !== 'hidden';
}

afterEach(async (context) => {
  const { task } = context;
  const storyId = (task.meta as { storyId?: string }).storyId;
  // The story composed by Storybook's Vitest plugin, set on the test context.
  const { story } = context as { story?: { parameters?: Record<string, unknown>; tags?: string[] } };
  // A story that failed (or was skipped) has nothing worth comparing; one that cannot look the
  // same on every run opts out with `tags: ['!visual']`.
  if (!storyId || task.result?.state === 'fail' || !story?.tags?.includes('visual')) return;

  const [root, ...portals] = Array.from(document.body.children).filter((child) => !before.has(child));
  if (!root) throw new Error(`Story ${storyId} rendered nothing to compare.`);
  // The whole viewport (at least) for screens, for anything a story opened in a portal and for a
  // story that renders nothing (an empty box cannot be captured); the story's own box otherwise,
  // which keeps the baselines of small components small.
  const wholePage = isFullscreen(story?.parameters) || portals.some(isVisible) || !isVisible(root);
  const target = wholePage ? document.body : root;
  document.body.style.minHeight = wholePage ? '100vh' : '';
  // A page taller than the story's viewport is captured whole, as Chromatic does: the viewport
  // grows to the page's height for the capture (the frame would leave what is below it blank).
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const pageHeight = Math.ceil(document.documentElement.scrollHeight);
  const isTaller = wholePage && pageHeight > viewport.height;
  if (isTaller) await page.viewport(viewport.width, pageHeight);
  try {
    await document.fonts.ready;
    // Pictures are drawn before the capture (a broken one stays broken: that is its look).
    await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined)));
    await expect.element(page.elementLocator(target)).toMatchScreenshot(storyId);
  } finally {
    if (isTaller) await page.viewport(viewport.width, viewport.height);
  }
});
