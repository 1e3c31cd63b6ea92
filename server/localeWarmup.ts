/**
 * A page's first Intl number formatter loads the browser's locale data: 17–58 ms per fresh page
 * in Chromium on this machine (the next formatters: under 1 ms), four times that on a phone. The token page paid it inside the task that draws its
 * price. A deep link to it (its first-calls row's `localeWarmup`) carries this script in
 * index.html (server/apiPreload.ts), which builds a USD formatter during the HTML's parse, while
 * the browser waits for the JavaScript, and the page's own formatters (src/lib/format.ts) find
 * the data loaded. The CSP admits the script by its hash.
 *
 * Real Chromium, DevTools Slow 4G + 4× CPU, `/token/$address` deep link → price drawn, medians of
 * 7 alternating runs (bench/throttled-compare.ts): 3,460 ms without, 3,328 ms with (−3.8 %);
 * Lighthouse mobile, 6 alternating runs: 89.5 → 94 (TBT 323 → 183 ms). The watchlist (`/tokens`)
 * showed no gain (3,429 → 3,484 ms) and does not carry it.
 */
export const LOCALE_WARMUP_SCRIPT = 'new Intl.NumberFormat("en-US",{style:"currency",currency:"USD"}).format(0)';
