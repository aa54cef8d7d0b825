import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';
import { LayoutLoading } from '../features/layout/LayoutLoading';
import { loadCatalogue, type Locale } from '../i18n/messages';

/**
 * The screens written into the page the server sends (ADR 016): the signed-out ones a visitor
 * opens first, which depend on nothing but the language. The signed-in screens draw from the
 * merchant's data and session (kept in the browser): their page holds what they show first,
 * the loading account (renderSignedInLoading).
 */
export const PRERENDERED_PATHS = ['/signin', '/signup', '/forgotten-password'] as const;

export interface RenderedScreen {
  /** The styled-components rules of the screen (`<style>` tags), for the page's head. */
  styles: string;
  /** The screen's markup, for the page's #root. */
  html: string;
}

/**
 * Draws a screen as the app does at its first paint, with the same routes, providers and texts.
 * Its forms are given `method="dialog"`: pressed before the app has started, a form must not
 * send its fields to the address bar (the browser's own submission); the app takes it over.
 */
export async function renderScreen(path: string, locale: Locale): Promise<RenderedScreen> {
  await loadCatalogue(locale);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects: not a screen to prerender`);
  if (context.errors) throw new Error(`${path} failed to load: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const screen = render(
    <AppProviders locale={locale}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  return { ...screen, html: screen.html.replace(/<form(?![^>]*\smethod=)/g, '<form method="dialog"') };
}

/**
 * What every signed-in screen first shows while the merchant's account loads (LayoutLoading):
 * the page for a signed-in address, whose screen needs the session kept in the browser.
 */
export async function renderSignedInLoading(locale: Locale): Promise<RenderedScreen> {
  await loadCatalogue(locale);
  return render(
    <AppProviders locale={locale}>
      <LayoutLoading />
    </AppProviders>,
  );
}

function render(element: ReactElement): RenderedScreen {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    return { styles: sheet.getStyleTags(), html };
  } finally {
    sheet.seal();
  }
}
