// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { Timestamp } from './Timestamp';

// No vitest globals here, so Testing Library cannot clean up by itself.
afterEach(cleanup);

const AT = new Date('2026-01-02T03:04:05Z');

describe('Timestamp', () => {
  it('builds its hover title (UTC and local time) when pointed at, not when drawn', () => {
    const { container } = render(<Timestamp value={AT} mode="age" />);
    const time = container.querySelector('time')!;
    expect(time.hasAttribute('title')).toBe(false);
    fireEvent.pointerEnter(time);
    expect(time.getAttribute('title')).toMatch(/^2026-01-02 03:04:05 UTC\n.+2026/);
  });

  it('adds how long ago to a fixed time’s title, and fills it on keyboard focus too', () => {
    const { container } = render(<Timestamp value={AT} mode="absolute" />);
    const time = container.querySelector('time')!;
    expect(time.textContent).toBe('2026-01-02 03:04:05 UTC');
    fireEvent.focus(time);
    expect(time.getAttribute('title')?.split('\n')).toHaveLength(3);
  });

  it('names an unreadable time at once', () => {
    const { container } = render(<Timestamp value="not a time" />);
    expect(container.firstElementChild).toHaveAttribute('title', 'Unreadable time: not a time');
  });
});
