import { SearchBox } from './SearchBox';
import { DemoExamples } from './DemoExamples';
import { RecentLookups } from './RecentLookups';
import { StatusPanel } from './StatusPanel';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { SEARCH_EXAMPLES } from './examples';

export function HomePage() {
  return (
    <div className="mx-auto max-w-4xl space-y-8 pt-4 sm:pt-10">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Look up anything</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Paste an EVM address, a transaction hash, an Aptos block height, coin type or coin type hash.
        </p>
      </div>
      <SearchBox />
      <div className="grid gap-6 md:grid-cols-2">
        <WidgetBoundary title="Recent lookups">
          <RecentLookups />
        </WidgetBoundary>
        <WidgetBoundary title="Service status">
          <StatusPanel />
        </WidgetBoundary>
      </div>
      {/* Below the grid: it appears once /api/status answers, and must not push the grid down (CLS). */}
      <DemoExamples />
      <details className="text-sm text-zinc-600 dark:text-zinc-400">
        <summary className="cursor-pointer font-medium text-zinc-700 dark:text-zinc-300">What can I paste?</summary>
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          {SEARCH_EXAMPLES.map((example) => (
            <div key={example.text} className="contents">
              <dt className="break-all font-mono text-xs text-zinc-800 dark:text-zinc-200">{example.text}</dt>
              <dd>{example.what}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
