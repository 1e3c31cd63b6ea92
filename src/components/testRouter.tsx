import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';

/** Test helper: renders UI inside a throwaway router (for <Link>) and a QueryClient. */
export function renderWithRouter(ui: () => ReactNode) {
  const rootRoute = createRootRoute({ component: () => <>{ui()}</> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      {/* The test router's routes differ from the app's registered tree. */}
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  return { ...result, router };
}
