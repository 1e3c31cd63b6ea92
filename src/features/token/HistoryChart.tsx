import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatInteger, formatUsdPrice } from '../../lib/format';
import { formatLocalShort, formatUtc } from '../../lib/formatTime';

/** One successful sample; `block` is a Number only for drawing (the exact value is in `blockText`). */
export interface HistoryPoint {
  block: number;
  blockText: string;
  timeMs: number;
  usd: number;
}

const shortDate = (ms: number) => formatLocalShort(new Date(ms));

/** Loaded with React.lazy: recharts stays out of the up-front bundle. */
export default function HistoryChart({ points }: { points: HistoryPoint[] }) {
  return (
    <div
      className="h-72 w-full text-zinc-500 dark:text-zinc-400"
      data-testid="price-history-chart"
      data-points={points.length}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
          <XAxis
            dataKey="timeMs"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            tickFormatter={shortDate}
            stroke="currentColor"
            fontSize={11}
            minTickGap={24}
          />
          <YAxis
            dataKey="usd"
            tickFormatter={(v: number) => formatUsdPrice(v)}
            stroke="currentColor"
            fontSize={11}
            width={84}
            domain={['auto', 'auto']}
          />
          <Tooltip
            formatter={(value) => [formatUsdPrice(Number(value)), 'USD']}
            labelFormatter={(_label, payload) => {
              const point = payload?.[0]?.payload as HistoryPoint | undefined;
              return point ? `Block ${formatInteger(point.blockText)} · ~${formatUtc(new Date(point.timeMs))}` : '';
            }}
            contentStyle={{ fontSize: 12 }}
          />
          <Line
            type="linear"
            dataKey="usd"
            stroke="var(--color-accent-600, #2563eb)"
            strokeWidth={2}
            dot={{ r: 2.5 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
