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
 * Blocking time after the first paint on a throttled phone (bench/blocking-compare.ts, medians of
 * 6 alternating runs) without → with: watchlist 101.5 → 0 ms, block 81.5 → 0 ms, coins 117 → 9 ms
 * (the data's task of 150–200 ms at 4× CPU is gone). Token page deep link → price drawn, 7 runs:
 * 3,460 → 3,328 ms. Lighthouse mobile, 6 alternating runs (a failed run left out): watchlist
 * 88 → 94.5, block 90 → 95, coins 91.5 → 95.5, token page 89.5 → 94.
 */
export const LOCALE_WARMUP_SCRIPT = 'new Intl.NumberFormat("en-US",{style:"currency",currency:"USD"}).format(0)';
