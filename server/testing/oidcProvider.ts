import Provider, { type Account } from 'oidc-provider';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEST_CLIENT_ID, TEST_CLIENT_SECRET } from './oidcTestClient.ts';

/**
 * A real OpenID Connect provider for the sign-in tests (oidc-provider, a certified
 * implementation), on loopback. Its development login page accepts any login and password; the
 * login typed is the account's email, so a test signs in as whoever it needs:
 * - a login that starts with "unverified." has `email_verified: false`;
 * - a login that starts with "noclaim." has an email but no `email_verified` claim at all;
 * - "noemail" has no email at all.
 * Claims come from the userinfo endpoint, not the ID token (the provider's conformant default),
 * so the relying party's userinfo path is exercised too.
 */

export interface TestProvider {
  readonly issuer: string;
  close(): Promise<void>;
}

function account(id: string): Account {
  return {
    accountId: id,
    claims: () => {
      if (id === 'noemail') return { sub: id, name: 'No Email' };
      if (id.startsWith('noclaim.')) return { sub: id, email: id, name: `Test ${id}` };
      return {
        sub: id,
        email: id,
        email_verified: !id.startsWith('unverified.'),
        name: `Test ${id.split('@')[0] ?? id}`,
      };
    },
  };
}

/** Starts the provider on `port` (0: any free one) for a relying party whose callback is `redirectUri`. */
export async function startTestProvider(redirectUri: string, port = 0): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        client_secret: TEST_CLIENT_SECRET,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_context: unknown, id: string) => account(id),
    cookies: { keys: ['chainboard-test-provider-cookie-key'] },
    features: { devInteractions: { enabled: true } },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
