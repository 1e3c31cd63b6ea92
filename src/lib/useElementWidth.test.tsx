// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubObserver } from '../test/stubObserver';
import { useElementWidth } from './useElementWidth';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref);
  return <div ref={ref}>{width === null ? 'unknown' : `${width} px`}</div>;
}

describe('useElementWidth', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('follows the observer’s reports, in whole px, and stops observing on unmount', () => {
    const observers = stubObserver<ResizeObserverCallback>('ResizeObserver');
    const { unmount } = render(<Probe />);
    expect(screen.getByText('unknown')).toBeTruthy();
    const report = (width: number) =>
      act(() => observers.at(-1)!.callback([{ contentRect: { width } } as ResizeObserverEntry], {} as ResizeObserver));
    report(431.6);
    expect(screen.getByText('431 px')).toBeTruthy();
    report(0);
    expect(screen.getByText('unknown')).toBeTruthy();
    unmount();
    expect(observers.at(-1)!.disconnected).toBe(true);
  });

  it('reads the width once where ResizeObserver does not exist', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const spy = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
    render(<Probe />);
    expect(screen.getByText('320 px')).toBeTruthy();
    spy.mockRestore();
  });
});
