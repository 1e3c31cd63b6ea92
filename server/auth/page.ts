import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * The few pages the sign-in endpoints answer themselves (refused address, failed or stale
 * sign-in, unreachable provider), before there is an app to show them. Self-contained: one
 * stylesheet in the page, admitted by its own hash in this answer's CSP, and no script.
 */

const STYLE = `
:root{color-scheme:light dark;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#fafafa;color:#18181b}
main{max-width:28rem;margin:1.5rem;padding:2rem;border:1px solid #e4e4e7;border-radius:.75rem;background:#fff}
p.kicker{margin:0;font-size:.875rem;font-weight:600;color:#b45309}
h1{margin:.5rem 0 0;font-size:1.5rem;letter-spacing:-.01em}
p{line-height:1.5;color:#3f3f46}
p.actions{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem 1rem}
a.button{display:inline-block;padding:.5rem 1rem;border-radius:.375rem;background:#4f46e5;color:#fff;font-weight:500;text-decoration:none}
a.button:focus-visible{outline:2px solid #4f46e5;outline-offset:2px}
a.plain{color:#4f46e5}
@media (prefers-color-scheme:dark){body{background:#09090b;color:#f4f4f5}main{background:#18181b;border-color:#3f3f46}p{color:#d4d4d8}p.kicker{color:#fbbf24}a.plain{color:#a5b4fc}}
`.trim();

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
/** This page's whole CSP: nothing runs, nothing loads, its only style is the one above. */
export const PAGE_CSP = `default-src 'none'; style-src ${STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface PageContent {
  readonly kicker: string;
  readonly title: string;
  /** Plain text paragraphs (escaped here). */
  readonly paragraphs: readonly string[];
  readonly action: { readonly href: string; readonly label: string };
}

export function renderPage({ kicker, title, paragraphs, action }: PageContent): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Chainboard</title><style>${STYLE}</style></head>
<body><main>
<p class="kicker">${escapeHtml(kicker)}</p>
<h1>${escapeHtml(title)}</h1>
${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
<p class="actions"><a class="button" href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a><a class="plain" href="/">Chainboard home</a></p>
</main></body></html>`;
}

export function sendPage(reply: FastifyReply, status: number, content: PageContent): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_CSP)
    .send(renderPage(content));
}
