import * as client from 'openid-client';
import { CALLBACK_PATH } from '../../contract/api/authPaths.ts';
import type { OidcSettings } from './authConfig.ts';

/**
 * The OpenID Connect provider, discovered from OIDC_ISSUER on first use rather than at start, so
 * a provider that is down when the server starts costs a sign-in attempt, not the whole server.
 * A failed discovery is forgotten: the next sign-in tries again.
 */

/** Seconds each call to the provider (discovery, token, userinfo) may take. */
const PROVIDER_TIMEOUT_S = 10;

export function redirectUri(settings: OidcSettings): string {
  // PUBLIC_URL may carry a path prefix ("https://example.org/chainboard"): the callback goes under it.
  const base = settings.publicUrl.href.endsWith('/') ? settings.publicUrl.href : `${settings.publicUrl.href}/`;
  return new URL(CALLBACK_PATH.slice(1), base).href;
}

export function createProviderSource(settings: OidcSettings): () => Promise<client.Configuration> {
  let pending: Promise<client.Configuration> | null = null;
  return () => {
    pending ??= client
      .discovery(
        settings.issuer,
        settings.clientId,
        { redirect_uris: [redirectUri(settings)], response_types: ['code'] },
        settings.clientSecret ? client.ClientSecretPost(settings.clientSecret) : client.None(),
        {
          timeout: PROVIDER_TIMEOUT_S,
          // authConfig.ts accepts plain http for a provider on this machine only.
          execute: settings.issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
        },
      )
      .then((configuration) => {
        configuration.timeout = PROVIDER_TIMEOUT_S;
        return configuration;
      })
      .catch((error: unknown) => {
        pending = null;
        throw error;
      });
    return pending;
  };
}
