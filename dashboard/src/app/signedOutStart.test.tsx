import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigationLink, useNavigateTo } from '../lib/routing/navigation';
import { SignedOutScreens } from './signedOutStart';

// Stand-ins for the three screens: what matters here is how the start moves between them.
function SignIn() {
  const navigate = useNavigateTo();
  return (
    <>
      <h1>Sign in</h1>
      <NavigationLink href="/signup">To sign-up</NavigationLink>
      <NavigationLink href="/signup" target="_blank">
        To sign-up, elsewhere
      </NavigationLink>
      <button type="button" onClick={() => navigate('/', { replace: true })}>
        Signed in
      </button>
    </>
  );
}
function SignUp() {
  return <h1>Sign up</h1>;
}

vi.mock('./signedOutScreens', () => ({
  SIGNED_OUT_SCREENS: {
    '/signin': async () => SignIn,
    '/signup': async () => SignUp,
    '/forgotten-password': async () => SignUp,
  },
  signedOutScreenAt: (pathname: string) =>
    ['/signin', '/signup', '/forgotten-password'].includes(pathname) ? pathname : undefined,
}));

/** Whether a click on the link was left to the browser (the test then stops the browser's navigation). */
function leftToTheBrowser(link: HTMLElement, init?: MouseEventInit): boolean {
  let prevented = false;
  const watch = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', watch);
  fireEvent.click(link, init);
  window.removeEventListener('click', watch);
  return !prevented;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('SignedOutScreens', () => {
  it('opens another signed-out screen in the page, and goes back to the first with the browser', async () => {
    window.history.replaceState(null, '', '/signin');
    render(<SignedOutScreens initial={{ path: '/signin', Page: SignIn }} />);
    const before = window.history.length;

    fireEvent.click(screen.getByRole('link', { name: 'To sign-up' }));
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeVisible();
    expect(window.location.pathname).toBe('/signup');
    expect(window.history.length).toBe(before + 1);

    await act(async () => {
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await popped;
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(window.location.pathname).toBe('/signin');
  });

  it('leaves a link meant for another tab, or clicked with a modifier, to the browser', async () => {
    window.history.replaceState(null, '', '/signin');
    render(<SignedOutScreens initial={{ path: '/signin', Page: SignIn }} />);
    const link = screen.getByRole('link', { name: 'To sign-up' });
    expect(leftToTheBrowser(screen.getByRole('link', { name: 'To sign-up, elsewhere' }))).toBe(true);
    expect(leftToTheBrowser(link, { ctrlKey: true })).toBe(true);
    expect(leftToTheBrowser(link, { button: 1 })).toBe(true);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(window.location.pathname).toBe('/signin');
    // A plain click is the start's own.
    expect(leftToTheBrowser(link)).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeVisible();
  });

  it('has the browser load an address outside the signed-out screens, where the app starts', () => {
    window.history.replaceState(null, '', '/signin');
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      href: 'http://localhost/signin',
      origin: 'http://localhost',
      pathname: '/signin',
      replace,
    });
    render(<SignedOutScreens initial={{ path: '/signin', Page: SignIn }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Signed in' }));
    expect(replace).toHaveBeenCalledWith('http://localhost/');
  });
});
