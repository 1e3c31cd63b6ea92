import type { StreamsSearch } from './logic/search';

export function FailedDeliveriesPage({ search }: { search: StreamsSearch }) {
  void search;
  return (
    <main className="mx-auto max-w-screen-2xl px-4 py-6">
      <h1 className="text-xl font-semibold">Failed stream deliveries</h1>
    </main>
  );
}
