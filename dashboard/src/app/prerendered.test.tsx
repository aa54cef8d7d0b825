import { render, screen } from '@testing-library/react';
import { useState, type ChangeEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOperator, tokenRoles } from '../lib/owner/ownerGuard';
import { getSession, isSignedIn, saveSession } from '../lib/session/session';
import {
  APP_CODE_ID,
  loadAppAfterFirstPaint,
  leaveUnlessSignedIn,
  readVisit,
  replayVisit,
  watchPrerendered,
} from './prerendered';

/** An element the test page must hold. */
function get<T extends Element>(parent: ParentNode, selector: string): T {
  const element = parent.querySelector<T>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
}

/** The page as the server sends it: the prerendered screen inside #root. */
function serverPage() {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `<div data-prerendered aria-disabled="true" style="display:contents">
    <form method="dialog"><input name="email" type="email" value=""><input name="password" type="password">
    <input name="remember" type="checkbox"><button type="submit">Se connecter</button></form></div>`;
  document.body.append(root);
  return root;
}

/** The app's own screen: React-controlled fields, so a replayed value must reach React. */
function AppScreen({ onSend }: { onSend: (values: Record<string, unknown>) => void }) {
  const [values, setValues] = useState({ email: '', password: '', remember: false });
  const field = (name: 'email' | 'password') => ({
    'aria-label': name,
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: event.target.value }),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(values);
      }}
    >
      <input {...field('email')} />
      <input {...field('password')} type="password" />
      <input
        aria-label="remember"
        name="remember"
        type="checkbox"
        checked={values.remember}
        onChange={(event) => setValues({ ...values, remember: event.target.checked })}
      />
      <button type="submit">Se connecter</button>
    </form>
  );
}

describe('the prerendered screen handed over to the app', () => {
  afterEach(() => document.body.replaceChildren());

  it('carries the typed fields and the focus over to the app’s screen', () => {
    const root = serverPage();
    const drawn = get<HTMLElement>(root, '[data-prerendered]');
    const email = get<HTMLInputElement>(drawn, '[name=email]');
    email.value = 'marie@boutique.fr';
    get<HTMLInputElement>(drawn, '[name=remember]').checked = true;
    watchPrerendered();
    email.focus();

    // Read once the app's commit has taken the screen out of the page, as main.tsx does.
    root.replaceChildren();
    const visit = readVisit(drawn, window.merciPrerendered);
    expect(visit.fields).toEqual([
      { name: 'email', value: 'marie@boutique.fr' },
      { name: 'remember', checked: true },
    ]);
    const onSend = vi.fn();
    render(<AppScreen onSend={onSend} />, { container: root });
    replayVisit(root, visit);

    expect(screen.getByLabelText('email')).toHaveValue('marie@boutique.fr');
    expect(screen.getByLabelText('email')).toHaveFocus();
    expect(screen.getByLabelText('remember')).toBeChecked();
    expect(screen.getByLabelText('password')).toHaveValue('');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps the focus on a link or a button, not only on a field (a keyboard visitor tabbing)', () => {
    const root = serverPage();
    const drawn = get<HTMLElement>(root, '[data-prerendered]');
    watchPrerendered();
    get<HTMLButtonElement>(drawn, 'button').focus();

    root.replaceChildren();
    const visit = readVisit(drawn, window.merciPrerendered);
    expect(visit.focus).toEqual({ position: 3 });
    render(<AppScreen onSend={vi.fn()} />, { container: root });
    replayVisit(root, visit);

    expect(screen.getByRole('button', { name: 'Se connecter' })).toHaveFocus();
  });

  it('holds a form sent before the app started and sends it from the app, with its fields', () => {
    const root = serverPage();
    const drawn = get<HTMLElement>(root, '[data-prerendered]');
    watchPrerendered();
    get<HTMLInputElement>(drawn, '[name=email]').value = 'marie@boutique.fr';
    get<HTMLInputElement>(drawn, '[name=password]').value = 'secret-123';
    const sent = new Event('submit', { bubbles: true, cancelable: true });
    get(drawn, 'form').dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);

    root.replaceChildren();
    const visit = readVisit(drawn, window.merciPrerendered);
    expect(visit.submittedForm).toBe(0);
    const onSend = vi.fn();
    render(<AppScreen onSend={onSend} />, { container: root });
    replayVisit(root, visit);

    expect(onSend).toHaveBeenCalledWith({
      email: 'marie@boutique.fr',
      password: 'secret-123',
      remember: false,
    });
  });

  it('replays nothing when the visitor did nothing', () => {
    const root = serverPage();
    const drawn = get<HTMLElement>(root, '[data-prerendered]');
    watchPrerendered();
    expect(readVisit(drawn, window.merciPrerendered)).toEqual({
      fields: [],
      focus: undefined,
      submittedForm: undefined,
    });
  });
});

describe('the drawn loading of a signed-in address', () => {
  afterEach(() => localStorage.clear());

  /** Where the page's head script sends the visitor of `pathname`, if anywhere. */
  function leftFor(pathname = '/rewards'): string | undefined {
    let destination: string | undefined;
    leaveUnlessSignedIn((path) => {
      destination = path;
    }, pathname);
    return destination;
  }

  /** A session token as the API signs it: a JWT whose claims name the account's roles. */
  const jwt = (claims: object) => {
    const part = (value: object) =>
      btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
  };

  it('sends a visitor without a session to /signin, and keeps a signed-in merchant, as the app does', () => {
    const cases: [string, () => void][] = [
      ['no session', () => localStorage.clear()],
      ['a session', () => undefined],
      ['an expired session', () => localStorage.setItem('expiration', String(Date.now() - 1000))],
      ['a token without expiration', () => localStorage.removeItem('expiration')],
      [
        'an expiration without token',
        () => {
          localStorage.clear();
          localStorage.setItem('expiration', String(Date.now() + 60_000));
        },
      ],
      [
        'an unreadable expiration',
        () => {
          localStorage.setItem('token', 'a-token');
          localStorage.setItem('expiration', 'soon');
        },
      ],
    ];
    const seen = cases.map(([name, arrange]) => {
      localStorage.clear();
      saveSession('a-token');
      arrange();
      const signedIn = isSignedIn();
      return [name, leftFor(), signedIn, localStorage.getItem('token')];
    });
    // A session the app would not use is removed on the way out, as the app's frame does.
    expect(seen).toEqual([
      ['no session', '/signin', false, null],
      ['a session', undefined, true, 'a-token'],
      ['an expired session', '/signin', false, null],
      ['a token without expiration', '/signin', false, null],
      ['an expiration without token', '/signin', false, null],
      ['an unreadable expiration', '/signin', false, null],
    ]);
  });

  it('sends an operator at a shop’s address to /admin, and reads the roles as the app does', () => {
    const tokens: [string, string][] = [
      ['an operator', jwt({ sub: '2', shop: null, roles: ['ROLE_ADMIN'], purpose: 'session' })],
      ['an owner', jwt({ sub: '7', shop: 1, roles: ['ROLE_OWNER'], purpose: 'session' })],
      // Claims whose base64 holds a '+', which base64url writes '-'.
      ['an operator with odd claims', jwt({ note: '??>>', roles: ['ROLE_ADMIN'] })],
      ['roles that are not a list', jwt({ roles: 'ROLE_ADMIN' })],
      ['a token that is not a JWT', 'a-token'],
      ['unreadable claims', 'a.%%%.b'],
    ];
    const seen = tokens.map(([name, token]) => {
      localStorage.clear();
      saveSession(token);
      return [
        name,
        leftFor('/'),
        leftFor('/rewards/code/3'),
        isOperator({ roles: tokenRoles(getSession().token) }),
      ];
    });
    expect(seen).toEqual([
      ['an operator', '/admin', '/admin', true],
      ['an owner', undefined, undefined, false],
      ['an operator with odd claims', '/admin', '/admin', true],
      ['roles that are not a list', undefined, undefined, false],
      ['a token that is not a JWT', undefined, undefined, false],
      ['unreadable claims', undefined, undefined, false],
    ]);
  });

  it('keeps an operator on the console’s own addresses, and sends one without a session to /signin', () => {
    saveSession(jwt({ roles: ['ROLE_ADMIN'] }));
    expect(leftFor('/admin')).toBeUndefined();
    expect(leftFor('/admin/shops/13')).toBeUndefined();
    // Only the console's addresses: one that merely starts alike is a shop's.
    expect(leftFor('/administration')).toBe('/admin');
    localStorage.setItem('expiration', String(Date.now() - 1000));
    expect(leftFor('/admin')).toBe('/signin');
  });
});

describe('the app’s code asked for by a drawn page', () => {
  afterEach(() => {
    document.getElementById(APP_CODE_ID)?.remove();
  });

  it('asks for the listed chunks in order, one per task, then runs the entry', async () => {
    const listed = document.createElement('script');
    listed.type = 'application/json';
    listed.id = APP_CODE_ID;
    listed.textContent = JSON.stringify({
      entry: '/assets/index-a.js',
      preloads: ['/assets/framework-b.js', '/assets/app-core-c.js', '/assets/HomePage-d.js'],
    });
    document.body.append(listed);
    // What the page appends, by task (a microtask ends each task's batch); nothing is loaded.
    const batches: string[][] = [];
    let batchOpen = false;
    const append = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      if (!batchOpen) {
        batchOpen = true;
        batches.push([]);
        queueMicrotask(() => (batchOpen = false));
      }
      for (const node of nodes)
        batches
          .at(-1)
          ?.push(
            node instanceof HTMLLinkElement
              ? `${node.rel} ${node.getAttribute('href')}`
              : node instanceof HTMLScriptElement
                ? `${node.type} ${node.getAttribute('src')}`
                : String(node),
          );
    });

    loadAppAfterFirstPaint();
    await vi.waitFor(() => expect(batches.flat()).toContain('module /assets/index-a.js'));
    append.mockRestore();

    expect(batches).toEqual([
      ['modulepreload /assets/framework-b.js'],
      ['modulepreload /assets/app-core-c.js'],
      ['modulepreload /assets/HomePage-d.js'],
      ['module /assets/index-a.js'],
    ]);
  });
});
