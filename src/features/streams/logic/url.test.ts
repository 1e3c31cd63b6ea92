import { describe, expect, it } from 'vitest';
import { splitUrl } from './url';

describe('splitUrl', () => {
  it.each([
    [
      'https://hooks.example.com/a/b?x=1',
      { scheme: 'https://', host: 'hooks.example.com', rest: '/a/b?x=1', web: true },
    ],
    ['http://10.0.0.5:8080/hook', { scheme: 'http://', host: '10.0.0.5:8080', rest: '/hook', web: true }],
    ['HTTPS://Hooks.Example.com/X', { scheme: 'HTTPS://', host: 'Hooks.Example.com', rest: '/X', web: true }],
    ['javascript:alert(1)', { scheme: '', host: '', rest: 'javascript:alert(1)', web: false }],
    ['data:text/html,<b>x</b>', { scheme: '', host: '', rest: 'data:text/html,<b>x</b>', web: false }],
    [
      'https://user:secret@example.com/h',
      { scheme: '', host: '', rest: 'https://user:secret@example.com/h', web: true },
    ],
    ['not a url', { scheme: '', host: '', rest: 'not a url', web: false }],
    ['', { scheme: '', host: '', rest: '', web: false }],
  ])('%s', (raw, parts) => expect(splitUrl(raw)).toEqual(parts));
});
