import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useSignedOut } from '../api/signedOut';
import { Footer } from '../components/shell/Footer';
import { Header } from '../components/shell/Header';
import { LazyNotFound } from '../components/shell/lazyNotFound';
import { LazySignInScreen } from '../components/shell/lazySignInScreen';
import { RootError } from '../components/shell/RootError';
import { useSlashFocus } from '../components/shell/useSlashFocus';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: RootError,
  notFoundComponent: LazyNotFound,
});

function RootLayout() {
  useSlashFocus();
  const signedOut = useSignedOut();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-accent-600 px-3 py-2 text-sm font-medium text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6">
        {signedOut ? (
          <Suspense fallback={null}>
            <LazySignInScreen mode={signedOut} />
          </Suspense>
        ) : (
          <Outlet />
        )}
      </main>
      <Footer />
    </div>
  );
}
