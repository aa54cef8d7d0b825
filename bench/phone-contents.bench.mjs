// How far a phone user scrolls on /instagram/contents, in Debian's Chromium (CHROMIUM_PATH
// overrides) at 375×812 against the demo as `npm start` serves it, signed in as the demo shop:
// the y of the first card in the page (how far down the list starts), the height of one card and
// of the whole page, and, after a tap on page 2, where the view stands (0 px means the list's
// heading is at the top of the screen). Targets (issue "organised around the merchant's to-do"):
// first card ≤ 300 px, page ≤ 3 000 px. Figures are printed, not asserted.
/* global document, window -- in the page */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, hasChromium } from '../scripts/chromium.mjs';
import { signInDemo, startDemo } from './demo.mjs';
import { printTable, recordResults } from './results.mjs';

const VIEWPORT = { width: 375, height: 812 };
const LIST_LABEL = 'Publications'; // social.contents.list in French, the default locale
const FIRST_CARD_TARGET_PX = 300;
const PAGE_HEIGHT_TARGET_PX = 3000;

if (!hasChromium()) {
  console.log(`No Chromium at ${chromiumPath()} (set CHROMIUM_PATH): phone contents bench skipped.`);
  process.exit(0);
}

/** Runs in the page: the first card's box in page coordinates, the page's height and the scroll. */
function layoutInPage(label) {
  const list = document.querySelector(`ul[aria-label="${label}"]`);
  const card = list?.querySelector('li');
  const box = card?.getBoundingClientRect();
  return {
    firstCardY: box ? Math.round(box.top + window.scrollY) : null,
    cardHeight: box ? Math.round(box.height) : null,
    cards: list ? list.children.length : 0,
    pageHeight: document.documentElement.scrollHeight,
    scrollY: Math.round(window.scrollY),
    listTop: list ? Math.round(list.getBoundingClientRect().top) : null,
  };
}

const demo = await startDemo();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
let first;
let afterPage2;
let heading;
try {
  const context = await browser.newContext({
    locale: 'fr-FR',
    viewport: VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signInDemo(page, demo.origin);

  await page.goto(`${demo.origin}/instagram/contents`);
  await page.locator(`ul[aria-label="${LIST_LABEL}"]:not([aria-busy="true"]) > li`).first().waitFor();
  // Pictures decide the cards' heights: wait until they have loaded or failed.
  await page.waitForLoadState('networkidle');
  first = await page.evaluate(layoutInPage, LIST_LABEL);

  // Page 2 from the bottom of page 1, as a thumb would reach it.
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  const page2 = pagination.getByRole('button', { name: 'Page 2', exact: true });
  if (await page2.count()) {
    await page2.scrollIntoViewIfNeeded();
    await page2.tap();
    await page.locator(`ul[aria-label="${LIST_LABEL}"]:not([aria-busy="true"]) > li`).first().waitFor();
    await page.waitForLoadState('networkidle');
    // The scroll back to the list may be smooth: let it end.
    await page.waitForTimeout(600);
    afterPage2 = await page.evaluate(layoutInPage, LIST_LABEL);
    heading = await page.evaluate(() => {
      const focused = document.activeElement;
      return focused && focused !== document.body
        ? `${focused.tagName.toLowerCase()} « ${focused.textContent?.trim().slice(0, 40)} »`
        : 'body';
    });
  }
  await context.close();
} finally {
  await browser.close();
  await demo.stop();
}

const rows = [
  {
    figure: 'first card y (px)',
    value: first.firstCardY ?? '',
    target: `≤ ${FIRST_CARD_TARGET_PX}`,
  },
  { figure: 'page height (px)', value: first.pageHeight, target: `≤ ${PAGE_HEIGHT_TARGET_PX}` },
  { figure: 'card height (px)', value: first.cardHeight ?? '', target: '' },
  { figure: 'cards on page 1', value: first.cards, target: '' },
];
if (afterPage2)
  rows.push(
    { figure: 'after page 2: scroll y (px)', value: afterPage2.scrollY, target: '' },
    { figure: 'after page 2: list top on screen (px)', value: afterPage2.listTop ?? '', target: '' },
  );
console.log(`/instagram/contents at ${VIEWPORT.width}×${VIEWPORT.height}, Chromium, demo shop, fr`);
printTable(rows);
if (heading) console.log(`Focus after page 2: ${heading}`);
recordResults('phoneContents', {
  viewport: VIEWPORT,
  firstCardY: first.firstCardY,
  pageHeight: first.pageHeight,
  cardHeight: first.cardHeight,
  cardsOnPage1: first.cards,
  afterPage2: afterPage2
    ? { scrollY: afterPage2.scrollY, listTop: afterPage2.listTop, focus: heading }
    : null,
  targets: { firstCardY: FIRST_CARD_TARGET_PX, pageHeight: PAGE_HEIGHT_TARGET_PX },
});
