// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { cleanup } from '@testing-library/react';
import { CursorPager, pagerTrail } from './CursorPager';

// No vitest globals here, so Testing Library cannot clean up by itself.
afterEach(cleanup);

describe('pagerTrail', () => {
  it('appends on next, drops the last on previous, clears on first', () => {
    expect(pagerTrail.next([], 'c1')).toEqual(['c1']);
    expect(pagerTrail.next(['c1'], 'c2')).toEqual(['c1', 'c2']);
    expect(pagerTrail.previous(['c1', 'c2'])).toEqual(['c1']);
    expect(pagerTrail.previous(['c1'])).toEqual([]);
    expect(pagerTrail.previous([])).toEqual([]);
    expect(pagerTrail.first()).toEqual([]);
  });
});

describe('CursorPager', () => {
  const buttons = () => ({
    first: screen.getByRole('button', { name: /first/i }),
    previous: screen.getByRole('button', { name: /previous/i }),
    next: screen.getByRole('button', { name: /next/i }),
  });

  it('on the first page: page 1, only Next enabled, Next appends the cursor', () => {
    const onNavigate = vi.fn();
    render(<CursorPager trail={[]} nextCursor="c1" onNavigate={onNavigate} />);
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    const b = buttons();
    expect(b.first).toBeDisabled();
    expect(b.previous).toBeDisabled();
    expect(b.next).toBeEnabled();
    fireEvent.click(b.next);
    expect(onNavigate).toHaveBeenLastCalledWith(['c1']);
  });

  it('deep in the trail (a deep link to page 3): Previous and First still work', () => {
    const onNavigate = vi.fn();
    render(<CursorPager trail={['c1', 'c2']} nextCursor="c3" onNavigate={onNavigate} pageSize={100} />);
    expect(screen.getByText('Page 3')).toBeInTheDocument();
    expect(screen.getByText('100 per page')).toBeInTheDocument();
    const b = buttons();
    fireEvent.click(b.previous);
    expect(onNavigate).toHaveBeenLastCalledWith(['c1']);
    fireEvent.click(b.first);
    expect(onNavigate).toHaveBeenLastCalledWith([]);
    fireEvent.click(b.next);
    expect(onNavigate).toHaveBeenLastCalledWith(['c1', 'c2', 'c3']);
  });

  it('on the last page Next is disabled', () => {
    const onNavigate = vi.fn();
    render(<CursorPager trail={['c1']} nextCursor={null} onNavigate={onNavigate} />);
    const b = buttons();
    expect(b.next).toBeDisabled();
    fireEvent.click(b.next);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(b.previous).toBeEnabled();
  });

  it('is a labelled navigation landmark', () => {
    render(<CursorPager trail={[]} nextCursor={null} onNavigate={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });
});
