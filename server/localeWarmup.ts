/**
 * A page's first Intl formatter, of any kind, loads the browser's locale data, which costs far
 * more than any formatter after it, and several times more on a phone. The pages that draw their first data with one (the token page and the watchlist their
 * USD prices, the chain-B block and coins pages their relative times) paid it inside the task
 * that draws that data. A deep link to one of them (its first-calls row's `localeWarmup`, when the
 * page will draw data) carries this script in index.html (server/apiPreload.ts). It builds a USD
 * formatter during the HTML's parse, while the browser waits for the JavaScript, and the page's
 * own formatters find the data loaded. The CSP admits the script by its hash. It takes the
 * locale's load out of the task that draws the data, which was most of those pages' blocking time
 * on a throttled phone (bench/blocking-compare.ts; figures in bench/mechanisms.md).
 */
export const LOCALE_WARMUP_SCRIPT = 'new Intl.NumberFormat("en-US",{style:"currency",currency:"USD"}).format(0)';
