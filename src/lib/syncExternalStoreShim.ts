/**
 * Stands in for `use-sync-external-store/shim` (vite.config.ts aliases it here). The router's
 * store reads `useSyncExternalStore` through that package's selector helper, whose shim
 * re-implements the hook for React 17 and older: React 19 has it built in.
 */
export { useSyncExternalStore } from 'react';
