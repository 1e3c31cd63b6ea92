/**
 * OIDC_ALLOWED: who may sign in, as a list of email addresses and `@domain`s, separated by commas
 * or spaces. Matching ignores case; a domain entry matches that exact domain, not its subdomains
 * (`@example.com` does not admit `x@evil.example.com`, nor `x@example.com.evil`).
 */

export interface Allowlist {
  readonly emails: ReadonlySet<string>;
  readonly domains: ReadonlySet<string>;
}

const EMAIL = /^[^\s@]+@([a-z0-9-]+(?:\.[a-z0-9-]+)+)$/;
const DOMAIN = /^@([a-z0-9-]+(?:\.[a-z0-9-]+)+)$/;

/** The list, or a message saying which entry is not an email or @domain. */
export function parseAllowlist(raw: string): Allowlist | string {
  const emails = new Set<string>();
  const domains = new Set<string>();
  for (const entry of raw
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)) {
    const domain = DOMAIN.exec(entry);
    if (domain?.[1]) domains.add(domain[1]);
    else if (EMAIL.test(entry)) emails.add(entry);
    else return `"${entry.slice(0, 60)}" is neither an email address nor an @domain.`;
  }
  if (emails.size === 0 && domains.size === 0) return 'list at least one email address or @domain.';
  return { emails, domains };
}

export function isAllowed(list: Allowlist, email: string): boolean {
  const address = email.trim().toLowerCase();
  const match = EMAIL.exec(address);
  if (!match?.[1]) return false;
  return list.emails.has(address) || list.domains.has(match[1]);
}
