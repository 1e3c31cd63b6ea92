import { useRef, type ReactElement } from 'react';
import { categoryTickInterval } from '../../lib/chartTicks';
import { useElementWidth } from '../../lib/useElementWidth';
import { TICK_FONT_SIZE } from './PlainTick';

/** Width of every chart's Y axis (px): the frame subtracts it to know the plot's width. */
export const Y_AXIS_WIDTH = 60;
/** Least space between two category labels (px). */
const LABEL_GAP = 16;

export interface ChartMargin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface CategoryChartFrameProps {
  height: number;
  /** The chart's own margin, as given to it: the plot's width depends on it. */
  margin: ChartMargin;
  /** Categories on the X axis, and the length of their longest label in characters. */
  count: number;
  labelChars: number;
  /** The chart, drawn at `width` with its X axis's `interval` (and PlainTick labels). */
  children: (width: number, interval: number) => ReactElement;
}

/**
 * The box of a category chart. The chart is drawn at the width this box reports, and its X axis
 * shows every (interval + 1)-th label, by arithmetic (chartTicks.ts): with plain-text labels
 * (PlainTick) and `noGridLines`, Recharts then measures no text at all. Nothing is drawn until
 * the first width arrives (the same frame's layout), and the box holds the chart's height.
 */
export function CategoryChartFrame({ height, margin, count, labelChars, children }: CategoryChartFrameProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const interval =
    width === null
      ? 0
      : categoryTickInterval({
          count,
          plotWidth: width - margin.left - margin.right - Y_AXIS_WIDTH,
          labelChars,
          fontSize: TICK_FONT_SIZE,
          gap: LABEL_GAP,
        });
  return (
    <div ref={box} style={{ height }}>
      {width !== null && children(width, interval)}
    </div>
  );
}
