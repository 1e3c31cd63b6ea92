import { useQuery } from '@tanstack/react-query';
import { statusQueryOptions } from '../../api/status';
import { LookupLink } from './LookupLink';
import { DEMO_EXAMPLES } from './examples';

/** Things to open on the demo server; hidden in live mode, where they would mean nothing. */
export function DemoExamples() {
  const { data } = useQuery(statusQueryOptions());
  if (data?.mode !== 'demo') return null;
  return (
    <section aria-labelledby="examples-heading" className="space-y-2">
      <h2
        id="examples-heading"
        className="text-xs font-semibold uppercase tracking-wide text-zinc-500 dark:text-zinc-400"
      >
        Try the demo data
      </h2>
      <ul className="flex flex-wrap gap-2">
        {DEMO_EXAMPLES.map((example) => (
          <li key={example.label}>
            <LookupLink
              lookup={example.lookup}
              className="inline-flex items-center rounded-full border border-zinc-200 bg-white px-3 py-1 text-xs font-medium text-zinc-700 hover:border-accent-300 hover:bg-accent-50 hover:text-accent-800 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:border-accent-700 dark:hover:bg-zinc-800 dark:hover:text-accent-200"
            >
              {example.label}
            </LookupLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
