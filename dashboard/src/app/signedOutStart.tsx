import { useEffect, useMemo, useState, type ComponentType, type MouseEvent } from 'react';
import {
  NavigationContext,
  useNavigateTo,
  type Navigation,
  type NavigationLinkProps,
} from '../lib/routing/navigation';
import { ScreenProviders } from './ScreenProviders';
import { SIGNED_OUT_SCREENS, signedOutScreenAt, type SignedOutPath } from './signedOutScreens';
import type { StartedApp } from './startedApp';

interface Shown {
  path: SignedOutPath;
  Page: ComponentType;
}

/**
 * A prerendered signed-out screen opened without a session (ADR 020): its page in the screens'
 * providers, without React Router and SWR, which only the signed-in app needs. It moves between
 * these screens itself (the history API); any other address (/ once signed in, a confirmation)
 * is loaded by the browser, where the app starts.
 */
export async function start(): Promise<StartedApp> {
  const path = signedOutScreenAt(window.location.pathname);
  if (!path) throw new Error(`${window.location.pathname} is not a signed-out screen`);
  const Page = await SIGNED_OUT_SCREENS[path]();
  return {
    element: (
      <ScreenProviders>
        <SignedOutScreens initial={{ path, Page }} />
      </ScreenProviders>
    ),
    firstScreen: Promise.resolve(),
  };
}

/** A link the signed-out start follows itself, unless it is meant for another tab or window. */
function InPageLink({ href, onClick, children, ...rest }: NavigationLinkProps) {
  const navigate = useNavigateTo();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified || rest.target) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} {...rest} onClick={follow}>
      {children}
    </a>
  );
}

export function SignedOutScreens({ initial }: { initial: Shown }) {
  const [shown, setShown] = useState(initial);

  const navigation = useMemo<Navigation>(() => {
    const navigate: Navigation['navigate'] = (to, { replace = false } = {}) => {
      const url = new URL(to, window.location.href);
      const path = url.origin === window.location.origin ? signedOutScreenAt(url.pathname) : undefined;
      const load = () => (replace ? window.location.replace(url.href) : window.location.assign(url.href));
      if (!path) return load();
      SIGNED_OUT_SCREENS[path]().then((Page) => {
        const address = `${url.pathname}${url.search}${url.hash}`;
        if (replace) window.history.replaceState(null, '', address);
        else window.history.pushState(null, '', address);
        setShown({ path, Page });
        // Should the screen's code not arrive, the browser loads the address itself.
      }, load);
    };
    return { navigate, Link: InPageLink };
  }, []);

  // Back and forward: the screen of the address the browser went to, or the page it holds.
  useEffect(() => {
    const onPopState = () => {
      const path = signedOutScreenAt(window.location.pathname);
      if (!path) return window.location.reload();
      SIGNED_OUT_SCREENS[path]().then(
        (Page) => setShown({ path, Page }),
        () => window.location.reload(),
      );
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  return (
    <NavigationContext.Provider value={navigation}>
      <shown.Page key={shown.path} />
    </NavigationContext.Provider>
  );
}
