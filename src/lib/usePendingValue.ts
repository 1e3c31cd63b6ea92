import { useState } from 'react';

/**
 * A control whose value lives in the URL only changes once the navigation commits, which can take
 * a moment (a loader, a chunk): the control would seem to ignore the click. This shows the value
 * the user chose at once, until the URL's value changes; from then on the URL is the truth again
 * (a later back-button return to the old value must not revive the old choice).
 *
 * `track(promise)` drops the pending value if that navigation fails.
 */
export function usePendingValue<T>(
  committed: T,
): [shown: T, choose: (value: T) => void, track: (navigation: Promise<unknown>) => void] {
  const [state, setState] = useState<{ pending: { value: T } | null; committed: T }>({ pending: null, committed });
  let pending = state.pending;
  if (!Object.is(state.committed, committed)) {
    // React's "adjust state while rendering" pattern: the URL moved, forget the pending choice.
    pending = null;
    setState({ pending: null, committed });
  }
  const choose = (value: T) => setState({ pending: { value }, committed });
  const track = (navigation: Promise<unknown>) =>
    void navigation.catch(() => setState((current) => ({ ...current, pending: null })));
  return [pending ? pending.value : committed, choose, track];
}
