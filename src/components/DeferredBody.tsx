import { useDeferredValue, type ReactNode } from 'react';

/**
 * A page's body below its header, drawn in a background render after the page's first paint.
 *
 * A route's first render is one synchronous task: the router hands React its matches as an
 * external-store update, which React never time-slices. On a data page that task drew the header,
 * the controls, every panel and their placeholders at once (the token page: 45–49 ms of CPU at
 * phone size, four times that on Lighthouse's simulated phone; its first layout another 25–28).
 * Here the header is painted with the first frame and the body follows in a render React yields
 * from every few milliseconds.
 * Until then the body's place holds a screen's height, so the footer stays below the fold and
 * nothing on screen moves when a body of a screen or more arrives (a shorter one lets the footer
 * rise into view: at 1350×940, 0.004 on the token page and 0.007 on the watchlist).
 *
 * Measured at phone size, 6–8 alternating runs each, blocking at 4× from thread CPU time
 * (medians): token 219 → 148 ms, NFT 213 → 174, failed deliveries 183 → 134, watchlist 155 → 112.
 * Not on the chain-B block page, whose body its data draws (the figure did not move).
 * A page that fits the window must not scroll while the placeholder stands: the html element
 * reserves the scrollbar's gutter (styles.css), or the scrollbar's coming and going moves the page
 * sideways (the watchlist at 1350×940: a layout shift of 0.147 on <main>).
 *
 * Import it from this module, not the components barrel: the barrel is part of the up-front
 * bundle's graph, and only data pages use this.
 */
export function DeferredBody({ children }: { children: ReactNode }) {
  const drawn = useDeferredValue(true, false);
  return drawn ? children : <div aria-busy="true" className="min-h-dvh" />;
}
