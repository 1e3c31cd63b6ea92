import { createFileRoute } from '@tanstack/react-router';

// Minimal page so links to NFT contracts resolve; the transfers table follows (issue 5).
export const Route = createFileRoute('/nft/$address')({
  validateSearch: (raw: Record<string, unknown>): { chain?: string } => (typeof raw.chain === 'string' ? { chain: raw.chain } : {}),
  component: NftRoute,
});

function NftRoute() {
  const { address } = Route.useParams();
  return (
    <main className="mx-auto w-full max-w-6xl p-4">
      <h1 className="text-xl font-semibold">NFT transfers</h1>
      <p className="break-all font-mono text-sm">{address}</p>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">The transfers table is on its way.</p>
    </main>
  );
}
