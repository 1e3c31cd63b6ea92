import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { createQueryClient } from './api/queryClient';
import { RouteError } from './components/shell/RouteError';
import { LazyNotFound } from './components/shell/lazyNotFound';
import { installPlainCopy } from './lib/plainCopy';
import { parseSearch, stringifySearch } from '../contract/lib/searchSerialization';
import { applyTheme, watchSystemTheme } from './lib/theme';
import { routeTree } from './routeTree.gen';
import './styles.css';
// Small modules the search page and nearly every other page draw with. Imported here they are
// part of the entry, which every page loads first; otherwise the search page's chunk would import
// them from the chunk data pages share (vite.config.ts), and `/` would load that whole chunk.
import './components/Button';
import './components/Skeleton';
import './components/WidgetBoundary';
import './lib/afterPaint';
import './lib/format';
import './lib/compareText';
// The home page's search and each address page's "open another address" field share these.
import './features/home/LookupLink';
import './features/home/openOption';
import './features/home/recentStorage';
import './features/home/searchClassifier';

// Before the first render: the theme class must be on <html> before anything paints (the CSP
// forbids the usual inline <head> script, and this module runs before React's first commit).
applyTheme();
watchSystemTheme();
// Copies of prices such as "$0.0₅8926" get the plain number (src/lib/plainCopy.ts).
installPlainCopy(document);

const queryClient = createQueryClient();

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // React Query owns freshness: the router must always call loaders (ensureQueryData decides).
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  parseSearch,
  stringifySearch,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: LazyNotFound,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

const root = createRoot(container);
const render = () =>
  // As a transition, the render is time-sliced: React yields to the browser every few
  // milliseconds instead of holding the main thread for the whole tree.
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
  });

// The first render waits until the router has resolved the link's route, so that render draws
// the whole page. Resolving it after mounting drew the page through the router's store update,
// which React renders synchronously whatever the transition (useSyncExternalStore): the longest
// task of every page's load, most of its blocking time on a throttled phone (bench/mechanisms.md).
// The wait is short: a deep link's route code comes preloaded with the
// entry and loaders only start their calls. A failed load is drawn by the route's error
// component once mounted.
void router
  .load()
  .catch(() => undefined)
  .then(render);
