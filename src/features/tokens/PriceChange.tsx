import { formatPercentChange } from '../../lib/format';

/** 24 h change: sign in the text, colour and arrow as extra cues (never colour alone). */
export function PriceChange({ change, className = '' }: { change: string | null; className?: string }) {
  if (change === null)
    return <span className={`text-zinc-500 dark:text-zinc-400 ${className}`}>24 h change not given</span>;
  const { text, direction } = formatPercentChange(change);
  const tone =
    direction === 'up'
      ? 'text-emerald-700 dark:text-emerald-400'
      : direction === 'down'
        ? 'text-red-700 dark:text-red-400'
        : 'text-zinc-600 dark:text-zinc-400';
  const arrow = direction === 'up' ? '▲' : direction === 'down' ? '▼' : '■';
  return (
    <span
      className={`inline-flex items-center gap-1 font-medium tabular-nums ${tone} ${className}`}
      title={`24 h change: ${change}%`}
    >
      <span aria-hidden="true" className="text-[0.7em]">
        {arrow}
      </span>
      {text}
      <span className="sr-only"> in 24 hours</span>
    </span>
  );
}
