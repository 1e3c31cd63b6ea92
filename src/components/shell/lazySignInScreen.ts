import { lazy } from 'react';

/** The sign-in screen, fetched only by a signed-out visitor of a server with sign-in on. */
export const LazySignInScreen = lazy(() =>
  import('./SignInScreen').then((module) => ({ default: module.SignInScreen })),
);
