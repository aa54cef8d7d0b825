/**
 * The heading a signed-in page opens with, as its route declares it (`handle.heading`), so that
 * the page's loading (LayoutLoading), drawn before the page's code and the account have arrived,
 * already names the page. Only texts that need no data: a title naming the shop is left out
 * (a placeholder holds its place).
 */
export interface PageHeading {
  /** Message key of the page's h1; without it, a placeholder line of its height. */
  titleKey?: string;
  /** Message key of the muted text under the title. */
  subtitleKey?: string;
}

export interface PageHeadingHandle {
  heading?: PageHeading;
}

/** The deepest heading among the matched routes (a tab inherits its section's). */
export function pageHeading(matches: readonly { handle?: unknown }[]): PageHeading | undefined {
  return matches
    .map(({ handle }) => (handle as PageHeadingHandle | undefined)?.heading)
    .findLast((heading) => heading !== undefined);
}
