import { Navigate, type RouteObject } from 'react-router-dom';

/** The route table; every screen is a lazily loaded module (one chunk per route). */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/signin" replace /> },
  {
    path: '/signin',
    lazy: async () => ({ Component: (await import('../features/auth/SignInPage')).SignInPage }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('../features/errors/NotFoundPage')).NotFoundPage }),
  },
];
