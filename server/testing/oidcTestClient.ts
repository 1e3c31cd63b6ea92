/**
 * The relying party the tests' provider (oidcProvider.ts) registers, named in a module of its own
 * so playwright.config.ts can read it without loading the provider.
 */
export const TEST_CLIENT_ID = 'chainboard-test';
export const TEST_CLIENT_SECRET = 'chainboard-test-client-secret-0123456789';
/** Admits alice@example.org by address, and everyone at corp.example. */
export const TEST_ALLOWED = 'alice@example.org @corp.example';
export const TEST_SESSION_SECRET = 'test-session-secret-0123456789abcdef';
