import { useState } from 'react';
import { RouterProvider, createBrowserRouter, type DataRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { routes } from './routes';

export interface AppProps {
  /** The router, when made before the first render (main.tsx waits for its first screen). */
  router?: DataRouter;
}

export function App({ router: given }: AppProps) {
  const [router] = useState(() => given ?? createBrowserRouter(routes));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
