import { lazyRouteComponent } from '@tanstack/react-router';

/** The 404 page, fetched only when a path matches nothing (most visits never need it). */
export const LazyNotFound = lazyRouteComponent(() => import('./NotFound'), 'NotFound');
