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
  /**
   * The heading of the section a page belongs to, for a page whose own heading names an item (an
   * author, a publication): what a section's frame shows when the page cannot be drawn.
   */
  sectionHeading?: PageHeading;
  /**
   * The page draws itself while the account loads (its parts wait for their data), so the
   * frame holds the page itself rather than its heading and a spinner. Only for a page that
   * reads nothing but its address and the account's hooks (no outlet context).
   */
  drawsWhileAccountLoads?: boolean;
}

/** Whether the deepest matched route's page draws itself while the account loads. */
export function drawsWhileAccountLoads(matches: readonly { handle?: unknown }[]): boolean {
  const last = matches.at(-1)?.handle as PageHeadingHandle | undefined;
  return last?.drawsWhileAccountLoads === true;
}

/** The deepest heading among the matched routes (a tab inherits its section's). */
export function pageHeading(matches: readonly { handle?: unknown }[]): PageHeading | undefined {
  return matches
    .map(({ handle }) => (handle as PageHeadingHandle | undefined)?.heading)
    .findLast((heading) => heading !== undefined);
}

/** The heading of the deepest section among the matched routes (a section's own page included). */
export function sectionHeading(matches: readonly { handle?: unknown }[]): PageHeading | undefined {
  return matches
    .map(({ handle }) => {
      const declared = handle as PageHeadingHandle | undefined;
      return declared?.sectionHeading ?? declared?.heading;
    })
    .findLast((heading) => heading !== undefined);
}
