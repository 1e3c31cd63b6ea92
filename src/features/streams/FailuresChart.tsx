import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { CategoryChartFrame, Y_AXIS_WIDTH } from '../../components/charts/CategoryChartFrame';
import { noGridLines, PlainTick } from '../../components/charts/PlainTick';
import { CHART_HEIGHT, type Timeline } from './logic/timeline';

// Loaded with React.lazy (ChartPanel): recharts stays out of the page's first bundle.
const COLORS = ['#6366f1', '#f97316', '#14b8a6', '#e11d48', '#a855f7', '#71717a'];
const MARGIN = { top: 8, right: 8, bottom: 0, left: -16 };

/** Fixed-length labels ("MM-DD", "MM-DD HH:MM" or "HH:MM"), so the first one gives their width. */
function tick(start: number, bucketMs: number): string {
  const date = new Date(start);
  const iso = date.toISOString();
  return bucketMs >= 24 * 3_600_000
    ? iso.slice(5, 10)
    : bucketMs >= 3_600_000
      ? `${iso.slice(5, 10)} ${iso.slice(11, 16)}`
      : iso.slice(11, 16);
}

/** Drawn in a CategoryChartFrame, so Recharts measures no text; the Y axis shows each of its few ticks. */
export default function FailuresChart({ timeline }: { timeline: Timeline }) {
  const { points, bucketMs } = timeline;
  return (
    <CategoryChartFrame
      height={CHART_HEIGHT}
      margin={MARGIN}
      count={points.length}
      labelChars={points[0] ? tick(points[0].start, bucketMs).length : 0}
    >
      {(width, interval) => (
        <BarChart width={width} height={CHART_HEIGHT} data={points} margin={MARGIN}>
          <CartesianGrid
            strokeDasharray="3 3"
            vertical={false}
            verticalCoordinatesGenerator={noGridLines}
            stroke="currentColor"
            strokeOpacity={0.12}
          />
          <XAxis
            dataKey="start"
            tickFormatter={(v: number) => tick(v, bucketMs)}
            tick={PlainTick}
            stroke="currentColor"
            strokeOpacity={0.3}
            interval={interval}
          />
          <YAxis
            allowDecimals={false}
            tick={PlainTick}
            stroke="currentColor"
            strokeOpacity={0.3}
            width={Y_AXIS_WIDTH}
            interval={0}
          />
          <Tooltip
            labelFormatter={(v) => `${new Date(Number(v)).toISOString().replace('T', ' ').slice(0, 16)} UTC`}
            contentStyle={{
              fontSize: 12,
              background: 'var(--color-zinc-900)',
              border: 'none',
              borderRadius: 6,
              color: 'white',
            }}
            itemStyle={{ color: 'white' }}
          />
          <Legend wrapperStyle={{ fontSize: 11 }} iconSize={8} />
          {timeline.series.map((series, index) => (
            <Bar
              key={series.key}
              dataKey={series.key}
              name={series.label}
              stackId="failures"
              fill={COLORS[index % COLORS.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      )}
    </CategoryChartFrame>
  );
}
