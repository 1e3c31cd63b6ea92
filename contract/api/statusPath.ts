/**
 * Chainboard's own status endpoint (server/app.ts answers it). Its own module, free of imports,
 * because the server names it too: every page's shell asks for it as it starts, so index.html
 * preloads it (server/apiPreload.ts).
 */
export const STATUS_PATH = '/api/status';

/** The header on every proxied answer that says how many compute units the server may still spend today. */
export const BUDGET_LEFT_HEADER = 'x-cu-day-left';
