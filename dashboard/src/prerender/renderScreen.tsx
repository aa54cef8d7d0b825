import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';
import { SIGNED_OUT_SCREENS, type SignedOutPath } from '../app/signedOutScreens';
import { AdminLoading } from '../features/admin/AdminFrame';
import { LayoutLoading } from '../features/layout/LayoutLoading';
import { drawsWhileAccountLoads, pageHeading } from '../lib/routing/pageHeading';
import { loadCatalogue, type Locale } from '../i18n/messages';

/**
 * The screens written into the page the server sends (ADR 016): the signed-out ones a visitor
 * opens first, which depend on nothing but the language. The signed-in screens draw from the
 * merchant's data and session (kept in the browser): their page holds what they show first,
 * the frame and the page's heading while the account loads (renderSignedInLoading).
 */
export const PRERENDERED_PATHS = Object.keys(SIGNED_OUT_SCREENS) as SignedOutPath[];

export interface RenderedScreen {
  /** The styled-components rules of the screen (`<style>` tags), for the page's head. */
  styles: string;
  /** The screen's markup, for the page's #root. */
  html: string;
}

/** Draws a signed-out screen as the app does at its first paint, with its routes, providers and texts. */
export async function renderScreen(path: string, locale: Locale): Promise<RenderedScreen> {
  return renderAt(routes, path, locale);
}

/**
 * What a signed-in address first shows while the merchant's account loads (LayoutLoading): the
 * frame, the page's heading (its route's `handle.heading`) and a spinner; the operator's console
 * its own frame and a spinner (AdminLoading). Its screen needs the
 * session kept in the browser. `path` is an address of the route (its parameters filled in).
 */
export async function renderSignedInLoading(path: string, locale: Locale): Promise<RenderedScreen> {
  const matches = matchRoutes(routes, path) ?? [];
  // The operator's console has its own frame, drawn while the account loads as the app does: no
  // shop's frame for it (ADR 022).
  if (matches.some(({ route }) => route.id === 'admin'))
    return renderAt([{ path: '*', element: <AdminLoading /> }], path, locale);
  // As useMatches() gives them to the app: each matched route's handle.
  const handles = matches.map(({ route }) => ({ handle: route.handle }));
  // A page that draws itself while the account loads is drawn so, in the frame, as the app does.
  let page: ReactElement | undefined;
  const leaf = matches.at(-1)?.route;
  if (leaf && drawsWhileAccountLoads(handles)) {
    const loaded = typeof leaf.lazy === 'function' ? await leaf.lazy() : leaf;
    const Page = loaded.Component;
    if (!Page) throw new Error(`${path}: the page that draws itself has no component`);
    page = <Page />;
  }
  return renderAt(
    [{ path: '*', element: <LayoutLoading heading={pageHeading(handles)} page={page} /> }],
    path,
    locale,
  );
}

/** Draws the screen of `path` among `routeTable` as the app does at its first paint. */
async function renderAt(routeTable: RouteObject[], path: string, locale: Locale): Promise<RenderedScreen> {
  await loadCatalogue(locale);
  const handler = createStaticHandler(routeTable);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects: not a screen to prerender`);
  if (context.errors) throw new Error(`${path} failed to load: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const screen = render(
    <AppProviders locale={locale}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  return { ...screen, html: keepFormsInPage(screen.html) };
}

/**
 * Every form gets `method="dialog"`: pressed before the app has started, a form must not send
 * its fields to the address bar, nor sign out through the server (the browser's own
 * submission); the page's script notes it and the app sends it (app/prerendered.ts).
 */
function keepFormsInPage(html: string): string {
  return html.replace(/<form\b([^>]*)>/g, (_, attributes: string) => {
    const kept = attributes.replace(/\s(method|action)="[^"]*"/g, '');
    return `<form method="dialog"${kept}>`;
  });
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
