import { describe, expect, it } from 'vitest';
import { withAuthMode, withServerMode } from './static.ts';

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

describe('withAuthMode', () => {
  const html = '<!doctype html>\n<html lang="en"><body></body></html>';

  it('names sign-in on the <html> element when it is on, beside the demo mark', () => {
    expect(withAuthMode(html, 'oidc')).toBe('<!doctype html>\n<html data-auth="oidc" lang="en"><body></body></html>');
    expect(withAuthMode(withServerMode(html, 'demo'), 'proxy')).toContain(
      '<html data-auth="proxy" data-mode="demo" lang="en">',
    );
  });

  it('leaves the page alone without sign-in', () => {
    expect(withAuthMode(html, 'none')).toBe(html);
  });
});
