import { startTestProvider } from '../../server/testing/oidcProvider.ts';
import { OIDC_PROVIDER_PORT, SIGNIN_URL } from '../env.ts';

/** The sign-in e2e's OpenID Connect provider (playwright.config.ts starts it), for the AUTH=oidc server. */
const provider = await startTestProvider(`${SIGNIN_URL}/api/auth/callback`, OIDC_PROVIDER_PORT);
console.log(`test OpenID Connect provider at ${provider.issuer}`);
const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
