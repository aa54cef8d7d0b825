/** Logout (api/src/routes/sessions.ts). */
import type { Route } from './store';
import { noContent } from './http';

/** Logout and sign-out everywhere end the caller's sessions on the API; the mock has no other. */
export const sessionRoutes: Route[] = [
  { method: 'post', path: '/v1/logout', allowedWhileSuspended: true, resolve: noContent },
  { method: 'post', path: '/v1/logout/everywhere', allowedWhileSuspended: true, resolve: noContent },
];
