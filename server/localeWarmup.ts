/**
 * A page's first Intl formatter, of any kind, loads the browser's locale data: 20–90 ms per fresh
 * page in Chromium on a 2-core test host (the formatters after it: 0.4–17 ms), four times that on
 * a phone. The pages that draw their first data with one (the token page and the watchlist their
 * USD prices, the chain-B block and coins pages their relative times) paid it inside the task
 * that draws that data. A deep link to one of them (its first-calls row's `localeWarmup`, when the
 * page will draw data) carries this script in index.html (server/apiPreload.ts). It builds a USD
 * formatter during the HTML's parse, while the browser waits for the JavaScript, and the page's
 * own formatters find the data loaded. The CSP admits the script by its hash.
 *
 * Real Chromium, DevTools Slow 4G + 4× CPU at phone size, medians of 6 alternating runs, blocking
 * time after the first paint without → with: watchlist 98 → 18 ms, block 89 → 3 ms, coins 109 →
 * 3 ms (the data's task of 200 ms at 4× is gone). Token page deep link → price drawn, 7 runs:
 * 3,460 → 3,328 ms. Lighthouse mobile, 6 alternating runs (a failed run left out): watchlist
 * 88 → 94.5, block 90 → 95, coins 91.5 → 95.5, token page 89.5 → 94.
 */
export const LOCALE_WARMUP_SCRIPT = 'new Intl.NumberFormat("en-US",{style:"currency",currency:"USD"}).format(0)';
