import type { OidcSettings } from './auth/authConfig.ts';
import { createProviderSource } from './auth/oidcClient.ts';

/**
 * AUTH=oidc: OIDC_ISSUER is discovered when the server starts, so a wrong or unreachable issuer
 * shows at once (the instance is not ready, and the log says why) instead of at the first
 * sign-in. Tried again after 1 s, doubling to 30 s, until it answers; the sign-in routes keep
 * their own discovery, which the provider's answer here has shown to work.
 */

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export interface DiscoveryWatch {
  /** For /readyz: null once the issuer answered discovery. */
  readiness(): string | null;
  start(): void;
  stop(): void;
}

export function watchOidcDiscovery(
  settings: OidcSettings,
  log: { info: (message: string) => void; warn: (message: string) => void },
): DiscoveryWatch {
  let discovered = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let wait = FIRST_RETRY_MS;
  const attempt = () => {
    timer = null;
    createProviderSource(settings)().then(
      () => {
        discovered = true;
        log.info(`OIDC_ISSUER ${settings.issuer.origin} answered discovery`);
      },
      (error: unknown) => {
        if (stopped) return;
        const reason = error instanceof Error ? error.message.split('\n')[0]!.slice(0, 200) : String(error);
        log.warn(
          `OIDC_ISSUER ${settings.issuer.href} did not answer discovery (${reason}): not ready; trying again in ${wait / 1000} s`,
        );
        timer = setTimeout(attempt, wait);
        timer.unref();
        wait = Math.min(wait * 2, MAX_RETRY_MS);
      },
    );
  };
  return {
    readiness: () => (discovered ? null : 'the OpenID Connect issuer (OIDC_ISSUER) has not answered discovery'),
    start: () => {
      if (!discovered && !stopped && timer === null) attempt();
    },
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
