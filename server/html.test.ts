import { describe, expect, it } from 'vitest';
import { beforeFirstStylesheet, beforeHeadEnd } from './html.ts';

describe('index.html insertions', () => {
  const tag = '<script>x()</script>';

  it('puts tags before </head>, and leaves a page without one as it is', () => {
    expect(beforeHeadEnd('<head><title>t</title></head><body></body>', tag)).toBe(
      `<head><title>t</title>${tag}</head><body></body>`,
    );
    expect(beforeHeadEnd('<body></body>', tag)).toBe('<body></body>');
  });

  it('puts tags before the first stylesheet link, whatever its attributes, else before </head>', () => {
    const vite =
      '<head><script type="module" crossorigin src="/assets/index.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/a.css"><link rel="stylesheet" href="/assets/b.css"></head>';
    expect(beforeFirstStylesheet(vite, tag)).toBe(
      `<head><script type="module" crossorigin src="/assets/index.js"></script>\n${tag}<link rel="stylesheet" crossorigin href="/assets/a.css"><link rel="stylesheet" href="/assets/b.css"></head>`,
    );
    expect(beforeFirstStylesheet('<head><LINK href="/a.css" REL=stylesheet></head>', tag)).toBe(
      `<head>${tag}<LINK href="/a.css" REL=stylesheet></head>`,
    );
    // A stylesheet preload or an icon is not a stylesheet the parser waits for.
    expect(
      beforeFirstStylesheet(
        '<head><link rel="icon" href="/favicon.svg"><link rel="preload" as="style" href="/a.css"></head>',
        tag,
      ),
    ).toBe(`<head><link rel="icon" href="/favicon.svg"><link rel="preload" as="style" href="/a.css">${tag}</head>`);
    expect(beforeFirstStylesheet('<head></head>', '')).toBe('<head></head>');
  });
});
