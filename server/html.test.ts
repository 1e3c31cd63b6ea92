import { describe, expect, it } from 'vitest';
import { beforeHeadEnd } from './html.ts';

describe('index.html insertions', () => {
  const tag = '<script>x()</script>';

  it('puts tags before </head>, and leaves a page without one as it is', () => {
    expect(beforeHeadEnd('<head><title>t</title></head><body></body>', tag)).toBe(`<head><title>t</title>${tag}</head><body></body>`);
    expect(beforeHeadEnd('<body></body>', tag)).toBe('<body></body>');
  });
});
