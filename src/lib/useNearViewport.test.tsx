// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubObserver } from '../test/stubObserver';
import { useNearViewport } from './useNearViewport';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return <div ref={ref}>{near ? 'drawn' : 'waiting'}</div>;
}

describe('useNearViewport', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('waits until the element comes near the viewport, then stays true', () => {
    const observers = stubObserver<IntersectionObserverCallback>('IntersectionObserver');
    render(<Probe />);
    expect(screen.getByText('waiting')).toBeTruthy();
    const fire = (isIntersecting: boolean) =>
      act(() =>
        observers.at(-1)!.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver),
      );
    fire(false);
    expect(screen.getByText('waiting')).toBeTruthy();
    fire(true);
    expect(screen.getByText('drawn')).toBeTruthy();
    expect(observers.at(-1)!.disconnected).toBe(true);
  });

  it('draws at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('drawn')).toBeTruthy();
  });
});
