// What the Lighthouse benches share: the routes, the browser, the demo's session, one audit.
/* global localStorage -- in the page */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';

export const ALL_ROUTES = ['/signin', '/', '/instagram/contents', '/rewards', '/analytics'];

/** A Lighthouse category's score out of 100. */
export const score = (category) => Math.round((category?.score ?? 0) * 100);

/**
 * Debian's Chromium (CHROMIUM_PATH overrides), headless, driven by Lighthouse through puppeteer.
 * @returns {Promise<{ port: number, browser: import('puppeteer-core').Browser, close: () => Promise<void> }>}
 */
export async function openBrowser() {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  return {
    port: chrome.port,
    browser,
    close: async () => {
      await browser.disconnect();
      chrome.kill();
    },
  };
}

/**
 * Stores a session in the origin's localStorage, as the dashboard keeps it (Lighthouse clears the
 * cache before each audit but, by default, not localStorage).
 */
export async function storeSession({ browser }, origin, { token, expiration }) {
  const page = await browser.newPage();
  // Any page of the origin will do to reach its localStorage; the icon loads no script.
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate(
    (session) => {
      localStorage.setItem('token', session.token);
      localStorage.setItem('expiration', session.expiration);
    },
    { token, expiration },
  );
  await page.close();
}

/** One Lighthouse audit of `url` (mobile preset), in a page of its own. */
export async function auditRoute({ browser, port }, url, categories) {
  const page = await browser.newPage();
  try {
    const result = await lighthouse(
      url,
      { port, logLevel: 'error', output: 'json', onlyCategories: categories },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await page.close();
  }
}
