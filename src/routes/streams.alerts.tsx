import { createFileRoute } from '@tanstack/react-router';
import { alertRulesOptions } from '../api/alerts';
import { AlertsPage } from '../features/alerts/AlertsPage';

export const Route = createFileRoute('/streams/alerts')({
  loader: async ({ context, preload }) => {
    // A hover preload loads only the code (src/routes/wallet.$address.tsx says why).
    if (preload) return;
    // A failure (or alerts being off) is the page's to show, not the route's.
    await context.queryClient.ensureQueryData(alertRulesOptions()).catch(() => undefined);
  },
  component: AlertsPage,
});
