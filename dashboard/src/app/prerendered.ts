/**
 * The screen the server wrote into the page (ADR 016) stands in for the app until it starts.
 * What the visitor did on it meanwhile is carried over to the app's own screen: the fields typed
 * in, the field in focus, a form sent (the prerendered form's `method="dialog"` kept the browser
 * from sending it itself; watchPrerendered noted it).
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface FieldEntry {
  name: string;
  value?: string;
  checked?: boolean;
}

export interface PrerenderedVisit {
  fields: FieldEntry[];
  /**
   * What had the focus: a field by its name, with its caret; anything else that takes the focus
   * (a link, a button) by its position among them, the app's screen being drawn alike.
   */
  focus?: { name: string; selectionStart: number | null; selectionEnd: number | null } | { position: number };
  /** The position among the screen's forms of the one sent. */
  submittedForm?: number;
}

/** What only events tell: the form sent, the field in focus (the app's commit removes both). */
export interface WatchedVisit {
  submittedForm?: number;
  focused?: Element;
}

declare global {
  interface Window {
    /** Written by watchPrerendered, read when the app takes over. */
    merciPrerendered?: WatchedVisit;
  }
}

/**
 * Notes what the visitor does on the prerendered screen before the app's code has arrived: the
 * form sent (kept from the browser's own submission) and the field in focus. The page runs it as
 * an inline script right after the screen's markup (the build writes its source, the server
 * allows it by its hash): it must use nothing from outside its own body.
 */
export function watchPrerendered(): void {
  const screen = document.querySelector('#root > [data-prerendered]');
  if (!screen) return;
  const watched: WatchedVisit = {};
  window.merciPrerendered = watched;
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !screen.contains(form)) return;
      event.preventDefault();
      watched.submittedForm = Array.from(screen.querySelectorAll('form')).indexOf(form);
    },
    true,
  );
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      watched.focused = target instanceof Element && screen.contains(target) ? target : undefined;
    },
    true,
  );
}

/**
 * Before a signed-in address's drawn loading (ADR 019): a visitor without a session (none, or an
 * expired one, which is removed) goes to /signin at once, where the app would send them once
 * started, instead of looking at a merchant's frame meanwhile; and a member of merci's team (the
 * session's token names ROLE_ADMIN) at a shop's address goes to the console, /admin, never shown
 * a shop's frame (ADR 022). An inline script in the page's head like watchPrerendered: nothing
 * from outside its own body, so the storage keys and the expiry rule are those of lib/session and
 * the reading of the token's roles that of lib/owner (a test holds them together).
 */
export function leaveUnlessSignedIn(
  leave = (path: string) => window.location.replace(path),
  pathname = window.location.pathname,
): void {
  let signedIn = false;
  let roles: unknown = [];
  try {
    const storage = window.localStorage;
    const token = storage.getItem('token');
    const expiration = Number(storage.getItem('expiration'));
    signedIn = Boolean(token) && Number.isFinite(expiration) && expiration > Date.now();
    // An expired session is signed out, as the app's frame does (clearSession).
    if (!signedIn) {
      storage.removeItem('token');
      storage.removeItem('expiration');
    }
    const claims = token?.split('.')[1];
    if (signedIn && claims) roles = JSON.parse(atob(claims.replace(/-/g, '+').replace(/_/g, '/'))).roles;
  } catch {
    // Storage refused or a token that is not a JWT: the app reads no session or no roles either.
  }
  if (!signedIn) leave('/signin');
  else if (Array.isArray(roles) && roles.includes('ROLE_ADMIN') && !/^\/admin(\/|$)/.test(pathname))
    leave('/admin');
}

/** Where the page names the app's code (the server writes it for a drawn page). */
export const APP_CODE_ID = 'merci-app-code';

/** The app's code as the server lists it: the entry module and the chunks it will import. */
export interface AppCode {
  entry: string;
  preloads: string[];
}

/**
 * Over a drawn page (a screen or a loading), the app's code is asked for once the page has
 * painted with its font (ADR 019): downloaded meanwhile, it only competes with what that first
 * paint needs. An inline script like watchPrerendered: nothing from outside its own body (the
 * element's id is APP_CODE_ID's value).
 */
export function loadAppAfterFirstPaint(): void {
  const listed = document.getElementById('merci-app-code');
  if (!listed?.textContent) return;
  const code = JSON.parse(listed.textContent) as AppCode;
  const request = (href: string) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  };
  const run = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = code.entry;
    document.head.append(script);
  };
  // Starting a request costs the page several milliseconds on a slow phone: one per task (a
  // message, which the browser does not delay as it does nested timers), so thirty chunks do not
  // make one long task that keeps the page from answering.
  const queue = [...code.preloads];
  const next = new MessageChannel();
  const start = () => {
    const href = queue.shift();
    if (href === undefined) return run();
    request(href);
    next.port2.postMessage(null);
  };
  next.port1.onmessage = start;
  // The frame after the one that painted the page.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  // The texts wait for Inter (font-display: block); a font that fails lets the app start too.
  if ('fonts' in document) document.fonts.load('1em "Inter Variable"').then(afterPaint, afterPaint);
  else afterPaint();
}

const isField = (element: Element | null | undefined): element is Field =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

/**
 * The fields the visitor changed on the prerendered screen, the one in focus and the form sent.
 * Works on the screen still in the page or just taken out of it (fields keep their values).
 */
export function readVisit(screen: HTMLElement, watched: WatchedVisit = {}): PrerenderedVisit {
  const fields: FieldEntry[] = [];
  for (const field of screen.querySelectorAll<Field>('input[name], textarea[name], select[name]')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) fields.push({ name: field.name, checked: field.checked });
    } else if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected))
        fields.push({ name: field.name, value: field.value });
    } else if (field.value !== field.defaultValue) {
      fields.push({ name: field.name, value: field.value });
    }
  }
  const active = watched.focused;
  let focus: PrerenderedVisit['focus'];
  if (isField(active) && active.name)
    focus = {
      name: active.name,
      selectionStart: 'selectionStart' in active ? active.selectionStart : null,
      selectionEnd: 'selectionEnd' in active ? active.selectionEnd : null,
    };
  else if (active) {
    const position = focusable(screen).indexOf(active);
    if (position >= 0) focus = { position };
  }
  return { fields, focus, submittedForm: watched.submittedForm };
}

/** What may take the focus in a screen, in the order of the page. */
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';
const focusable = (screen: ParentNode) => [...screen.querySelectorAll(FOCUSABLE)];

/** Sets a field's value the way typing does, so React (and react-hook-form) hear of it. */
function type(field: Field, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Replays the visit on the app's screen, drawn in the same container. */
export function replayVisit(container: HTMLElement, visit: PrerenderedVisit): void {
  const byName = (name: string) =>
    [...container.querySelectorAll<Field>('input, textarea, select')].find((field) => field.name === name);
  for (const entry of visit.fields) {
    const field = byName(entry.name);
    if (!field) continue;
    if (entry.checked !== undefined && field instanceof HTMLInputElement) {
      if (field.checked !== entry.checked) field.click();
    } else if (entry.value !== undefined) {
      type(field, entry.value);
    }
  }
  if (visit.focus && 'position' in visit.focus) {
    const element = focusable(container)[visit.focus.position];
    if (element instanceof HTMLElement) element.focus();
  } else if (visit.focus) {
    const field = byName(visit.focus.name);
    field?.focus();
    if (field && 'setSelectionRange' in field && visit.focus.selectionStart !== null) {
      try {
        field.setSelectionRange(visit.focus.selectionStart, visit.focus.selectionEnd);
      } catch {
        // an e-mail field has no caret to place
      }
    }
  }
  if (visit.submittedForm !== undefined)
    container.querySelectorAll('form')[visit.submittedForm]?.requestSubmit();
}
