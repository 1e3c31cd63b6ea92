/** The person a request comes from when sign-in is on (AUTH=oidc or proxy); null otherwise. */
export interface SignedInUser {
  /** Stable per person, for per-user limits: the email under AUTH=oidc, the header's value under AUTH=proxy. */
  readonly id: string;
  readonly email: string | null;
  /** Display name from the provider, when it sends one. */
  readonly name: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by server/auth/guard.ts before any route runs; null when signed out or AUTH=none. */
    user: SignedInUser | null;
  }
}
