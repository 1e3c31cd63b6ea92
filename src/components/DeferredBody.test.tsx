// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredBody } from './DeferredBody';

describe('DeferredBody', () => {
  afterEach(cleanup);

  it('draws its children once React has rendered them in the background, and no placeholder then', () => {
    const { container } = render(<DeferredBody><p>Panels</p></DeferredBody>);
    expect(screen.getByText('Panels')).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('holds a screen-high placeholder while its children are still being drawn', async () => {
    // A child that suspends keeps the background render from finishing: the first pass shows.
    const never = new Promise<never>(() => {});
    function Pending(): null {
      use(never);
      return null;
    }
    let view!: ReturnType<typeof render>;
    await act(async () => {
      view = render(<Suspense fallback={<p>outer fallback</p>}><DeferredBody><Pending /></DeferredBody></Suspense>);
    });
    const placeholder = view.container.querySelector('[aria-busy="true"]');
    expect(placeholder?.className).toContain('min-h-dvh');
    expect(screen.queryByText('outer fallback')).toBeNull();
  });
});
