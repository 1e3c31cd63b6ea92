import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Timeline } from './logic/timeline';

// Loaded with React.lazy (ChartPanel): recharts stays out of the page's first bundle.
const COLORS = ['#6366f1', '#f97316', '#14b8a6', '#e11d48', '#a855f7', '#71717a'];

function tick(start: number, bucketMs: number): string {
  const date = new Date(start);
  const iso = date.toISOString();
  return bucketMs >= 24 * 3_600_000 ? iso.slice(5, 10) : bucketMs >= 3_600_000 ? `${iso.slice(5, 10)} ${iso.slice(11, 16)}` : iso.slice(11, 16);
}

export default function FailuresChart({ timeline }: { timeline: Timeline }) {
  return (
    <ResponsiveContainer width="100%" height={170}>
      <BarChart data={timeline.points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="currentColor" strokeOpacity={0.12} />
        <XAxis dataKey="start" tickFormatter={(v: number) => tick(v, timeline.bucketMs)} tick={{ fontSize: 11, fill: 'currentColor' }} stroke="currentColor" strokeOpacity={0.3} minTickGap={24} />
        <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: 'currentColor' }} stroke="currentColor" strokeOpacity={0.3} />
        <Tooltip
          labelFormatter={(v) => `${new Date(Number(v)).toISOString().replace('T', ' ').slice(0, 16)} UTC`}
          contentStyle={{ fontSize: 12, background: 'var(--color-zinc-900)', border: 'none', borderRadius: 6, color: 'white' }}
          itemStyle={{ color: 'white' }}
        />
        <Legend wrapperStyle={{ fontSize: 11 }} iconSize={8} />
        {timeline.series.map((series, index) => (
          <Bar key={series.key} dataKey={series.key} name={series.label} stackId="failures" fill={COLORS[index % COLORS.length]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
