import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { PageLoading } from './PageLoading';

/** The route table; every screen is a lazily loaded module (one chunk per route). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Outlet />,
    HydrateFallback: PageLoading,
    children: [
      { index: true, element: <Navigate to="/signin" replace /> },
      {
        path: 'signin',
        lazy: async () => ({ Component: (await import('../features/auth/SignInPage')).SignInPage }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../features/errors/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
];
