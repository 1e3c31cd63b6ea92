// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { ChartPanel } from './ChartPanel';
import { CHART_HEIGHT, type Timeline } from './logic/timeline';

// No vitest globals here, so Testing Library cannot clean up by itself.
afterEach(cleanup);

const EMPTY: Timeline = { bucketMs: 3_600_000, series: [], points: [] };
const noop = () => {};

describe('ChartPanel', () => {
  it('says there is nothing to chart only when there is nothing, in the chart’s height', () => {
    const { getByText } = render(<ChartPanel timeline={EMPTY} total={0} note={null} stack="stream" onStack={noop} />);
    expect(getByText('No failures to chart.').style.height).toBe(`${CHART_HEIGHT}px`);
  });

  it('says so too when a window’s buckets are all zero, instead of drawing empty axes', () => {
    const zeros: Timeline = { bucketMs: 3_600_000, series: [], points: [{ start: 0 }, { start: 3_600_000 }] };
    const { getByText } = render(<ChartPanel timeline={zeros} total={0} note={null} stack="stream" onStack={noop} />);
    expect(getByText('No failures to chart.')).toBeTruthy();
  });

  it('holds the chart’s place while its timeline catches up with rows that have arrived', () => {
    const { queryByText, container } = render(
      <ChartPanel timeline={EMPTY} total={0} note={null} stack="stream" onStack={noop} catchingUp />,
    );
    expect(queryByText('No failures to chart.')).toBeNull();
    const box = container.querySelector<HTMLElement>(`[style*="height: ${CHART_HEIGHT}px"]`);
    expect(box?.querySelector('.animate-pulse')).not.toBeNull();
  });
});
