/**
 * What the sign-in page says when the provider sends the browser back with `error=` instead of a
 * code. The text is fixed per error code (RFC 6749 §4.1.2.1, OpenID Connect Core §3.1.2.6): the
 * `error_description` comes from whoever made the link, so showing it would let anyone put their
 * words on this origin.
 */
const MESSAGES: Readonly<Record<string, string>> = {
  access_denied: 'The sign-in was cancelled, or the provider refused it.',
  login_required: 'The provider needs you to sign in there first.',
  interaction_required: 'The provider needs you to complete a step there first.',
  consent_required: 'The provider needs your consent for Chainboard first.',
  account_selection_required: 'The provider needs you to choose an account first.',
  temporarily_unavailable: 'The provider is temporarily unavailable.',
  server_error: 'The provider failed while signing you in.',
  invalid_request: 'The provider refused the sign-in request as malformed.',
  unauthorized_client:
    "The provider does not let this Chainboard sign people in (check OIDC_CLIENT_ID and the client's settings there).",
  unsupported_response_type: 'The provider does not support the authorization code flow for this client.',
  invalid_scope: 'The provider refused the scopes Chainboard asks for (openid email profile).',
};

export function providerErrorText(code: string): string {
  const known = Object.hasOwn(MESSAGES, code) ? MESSAGES[code] : undefined;
  if (known) return known;
  // An unknown code is shown only when it has the shape of one (RFC 6749: printable ASCII, no quotes).
  return /^[a-z_]{1,40}$/.test(code)
    ? `The provider answered with the error code "${code}".`
    : 'The provider answered with an error.';
}
