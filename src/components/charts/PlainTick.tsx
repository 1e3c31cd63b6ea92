import type { BaseTickContentProps } from 'recharts';

/**
 * For a CartesianGrid without vertical lines (`vertical={false}`): its default generator places
 * them from the axis labels anyway, measuring each label's text in the DOM.
 */
export const noGridLines = () => [];

/** Font size of every chart's axis labels (px); chartTicks.ts spaces labels by it. */
export const TICK_FONT_SIZE = 11;

/**
 * An axis label as one SVG `<text>`, for an axis's `tick` prop. Recharts' own label is a `Text`
 * that, given the axis width, measures every word of every label in the DOM to wrap it (a forced
 * layout per distinct word); our labels are short and never wrap. The vertical offsets are the
 * ones `Text` applies for its anchors (cap height 0.71 em).
 */
export function PlainTick({
  x,
  y,
  textAnchor,
  verticalAnchor,
  fill,
  payload,
  tickFormatter,
  index,
  className,
}: BaseTickContentProps) {
  const text = tickFormatter ? tickFormatter(payload.value, index) : String(payload.value);
  const dy = verticalAnchor === 'start' ? '0.71em' : verticalAnchor === 'middle' ? '0.355em' : undefined;
  return (
    <text x={x} y={y} dy={dy} textAnchor={textAnchor} fill={fill} fontSize={TICK_FONT_SIZE} className={className}>
      {text}
    </text>
  );
}
