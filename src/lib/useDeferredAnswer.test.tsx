// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredAnswer } from './useDeferredAnswer';

describe('useDeferredAnswer', () => {
  it('first renders the new answer as "catching up" behind the old one, then shows it', () => {
    const seen: { answer: string | undefined; catchingUp: boolean }[] = [];
    const { rerender } = renderHook(({ answer }: { answer: string | undefined }) => {
      const result = useDeferredAnswer(answer);
      seen.push(result);
      return result;
    }, { initialProps: { answer: undefined as string | undefined } });
    expect(seen.at(-1)).toEqual({ answer: undefined, catchingUp: false });

    seen.length = 0;
    rerender({ answer: 'page 1' });
    // The urgent render keeps the skeleton (no answer shown yet); the background render draws it.
    expect(seen).toEqual([
      { answer: undefined, catchingUp: true },
      { answer: 'page 1', catchingUp: false },
    ]);

    seen.length = 0;
    rerender({ answer: 'page 2' });
    expect(seen).toEqual([
      { answer: 'page 1', catchingUp: true },
      { answer: 'page 2', catchingUp: false },
    ]);
  });

  it('renders once when the answer is unchanged', () => {
    let renders = 0;
    const answer = { result: [1, 2, 3] };
    const { rerender } = renderHook(() => {
      renders += 1;
      return useDeferredAnswer(answer);
    });
    renders = 0;
    rerender();
    expect(renders).toBe(1);
  });
});
