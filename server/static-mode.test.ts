import { describe, expect, it } from 'vitest';
import { withServerMode } from './static.ts';

describe('withServerMode', () => {
  const html = '<!doctype html>\n<html lang="en">\n  <head></head><body><div id="root"></div></body>\n</html>';

  it('names demo mode on the <html> element, once', () => {
    expect(withServerMode(html, 'demo')).toBe(html.replace('<html lang="en">', '<html data-mode="demo" lang="en">'));
    expect(withServerMode('<html>x</html>', 'demo')).toBe('<html data-mode="demo">x</html>');
  });

  it('leaves the page alone in live mode, and any tag that only starts like <html', () => {
    expect(withServerMode(html, 'live')).toBe(html);
    expect(withServerMode('<htmlish>', 'demo')).toBe('<htmlish>');
  });
});
