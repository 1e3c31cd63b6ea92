import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import type { NameType, ValueType } from 'recharts/types/component/DefaultTooltipContent';
import { formatUnits } from 'viem';
import type { EvmChain } from '../../../contract/lib/chains';
import { CategoryChartFrame, Y_AXIS_WIDTH } from '../../components/charts/CategoryChartFrame';
import { noGridLines, PlainTick } from '../../components/charts/PlainTick';
import { formatUnitsExact } from '../../lib/format';
import type { DayActivity } from './tx';

/**
 * Loaded only when the user opens the chart (React.lazy), so Recharts stays out of the first
 * bundle. Values are drawn as floats (a chart cannot plot bigint) but every tooltip shows the
 * exact amount from the bigint sums.
 */

interface Point {
  day: string;
  count: number;
  in: number;
  out: number;
  source: DayActivity;
}

function ChartTooltip({
  active,
  payload,
  chain,
}: Partial<TooltipContentProps<ValueType, NameType>> & { chain: EvmChain }) {
  const point = active ? (payload?.[0]?.payload as Point | undefined) : undefined;
  if (!point) return null;
  const exact = (wei: bigint) => `${formatUnitsExact(wei, chain.nativeDecimals)} ${chain.nativeSymbol}`;
  return (
    <div className="rounded-md border border-zinc-200 bg-white px-2.5 py-1.5 text-xs shadow-md dark:border-zinc-700 dark:bg-zinc-900">
      <p className="font-semibold">{point.day} (UTC)</p>
      <p>
        {point.count} {point.count === 1 ? 'transaction' : 'transactions'}
      </p>
      <p className="text-emerald-700 dark:text-emerald-300">In: {exact(point.source.inWei)}</p>
      <p className="text-amber-700 dark:text-amber-300">Out: {exact(point.source.outWei)}</p>
    </div>
  );
}

const HEIGHT = 192; // h-48
const COUNT_MARGIN = { top: 4, right: 8, bottom: 0, left: -16 };
const VALUE_MARGIN = { top: 4, right: 8, bottom: 0, left: -8 };
const DAY_CHARS = 'YYYY-MM-DD'.length;

export default function ActivityChart({ days, chain }: { days: DayActivity[]; chain: EvmChain }) {
  const data: Point[] = days.map((day) => ({
    day: day.day,
    count: day.count,
    in: Number(formatUnits(day.inWei, chain.nativeDecimals)),
    out: Number(formatUnits(day.outWei, chain.nativeDecimals)),
    source: day,
  }));
  const tooltip = (props: TooltipContentProps<ValueType, NameType>) => <ChartTooltip {...props} chain={chain} />;
  return (
    <div className="grid gap-4 text-zinc-500 md:grid-cols-2 dark:text-zinc-400">
      <figure className="min-w-0">
        <figcaption className="mb-1 text-xs font-medium text-zinc-700 dark:text-zinc-300">
          Transactions per day
        </figcaption>
        <CategoryChartFrame height={HEIGHT} margin={COUNT_MARGIN} count={data.length} labelChars={DAY_CHARS}>
          {(width, interval) => (
            <BarChart width={width} height={HEIGHT} data={data} margin={COUNT_MARGIN}>
              <CartesianGrid
                strokeDasharray="3 3"
                vertical={false}
                verticalCoordinatesGenerator={noGridLines}
                stroke="currentColor"
                strokeOpacity={0.15}
              />
              <XAxis dataKey="day" tick={PlainTick} stroke="currentColor" tickLine={false} interval={interval} />
              <YAxis
                allowDecimals={false}
                tick={PlainTick}
                stroke="currentColor"
                tickLine={false}
                width={Y_AXIS_WIDTH}
                interval={0}
              />
              <Tooltip content={tooltip} cursor={{ fill: 'currentColor', fillOpacity: 0.08 }} />
              <Bar dataKey="count" name="Transactions" fill="#6366f1" radius={[2, 2, 0, 0]} isAnimationActive={false} />
            </BarChart>
          )}
        </CategoryChartFrame>
      </figure>
      <figure className="min-w-0">
        <figcaption className="mb-1 text-xs font-medium text-zinc-700 dark:text-zinc-300">
          Value in and out per day ({chain.nativeSymbol})
        </figcaption>
        <CategoryChartFrame height={HEIGHT} margin={VALUE_MARGIN} count={data.length} labelChars={DAY_CHARS}>
          {(width, interval) => (
            <BarChart width={width} height={HEIGHT} data={data} margin={VALUE_MARGIN}>
              <CartesianGrid
                strokeDasharray="3 3"
                vertical={false}
                verticalCoordinatesGenerator={noGridLines}
                stroke="currentColor"
                strokeOpacity={0.15}
              />
              <XAxis dataKey="day" tick={PlainTick} stroke="currentColor" tickLine={false} interval={interval} />
              <YAxis tick={PlainTick} stroke="currentColor" tickLine={false} width={Y_AXIS_WIDTH} interval={0} />
              <Tooltip content={tooltip} cursor={{ fill: 'currentColor', fillOpacity: 0.08 }} />
              <Legend wrapperStyle={{ fontSize: 11 }} />
              <Bar dataKey="in" name="In" fill="#10b981" radius={[2, 2, 0, 0]} isAnimationActive={false} />
              <Bar dataKey="out" name="Out" fill="#f59e0b" radius={[2, 2, 0, 0]} isAnimationActive={false} />
            </BarChart>
          )}
        </CategoryChartFrame>
      </figure>
    </div>
  );
}
