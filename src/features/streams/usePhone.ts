import { useSyncExternalStore } from 'react';

const PHONE = '(max-width: 639px)';
// One MediaQueryList for the page's life: the snapshot is read on every scroll frame's render,
// and window.matchMedia() parses the query anew on each call.
let phoneQuery: MediaQueryList | null = null;
const phone = () => (phoneQuery ??= window.matchMedia(PHONE));
function subscribePhone(listener: () => void) {
  const query = phone();
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** Whether the failures table is drawn in its phone layout (the page scrolls its rows). */
export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribePhone,
    () => phone().matches,
    () => false,
  );
}
