import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { allowedHostCheck } from './hosts.ts';

/** ALLOWED_HOSTS: the Host names the server answers (others get 421: server/proxy/hostile-cases.ts). */

describe('allowedHostCheck', () => {
  it('answers the listen address, localhost and 127.0.0.1 on the listening port by default', () => {
    const allowed = allowedHostCheck({ host: '127.0.0.1', allowedHosts: null }, () => 8080);
    for (const host of ['127.0.0.1:8080', 'localhost:8080', 'LOCALHOST:8080', '127.0.0.1'])
      expect(allowed(host), host).toBe(true);
    for (const host of ['127.0.0.1:8081', 'rebind.attacker.example:8080', 'user@127.0.0.1:8080', '', undefined])
      expect(allowed(host), String(host)).toBe(false);
  });

  it('answers only the ALLOWED_HOSTS entries when given: a port pins the port, no port allows any', () => {
    const allowed = allowedHostCheck(
      { host: '0.0.0.0', allowedHosts: ['chainboard.example', 'intranet.example:8443', '[::1]:8080'] },
      () => 8080,
    );
    for (const host of ['chainboard.example', 'chainboard.example:443', 'Intranet.Example:8443', '[::1]:8080'])
      expect(allowed(host), host).toBe(true);
    // The defaults no longer apply once the list is given; nor does the listen address.
    for (const host of [
      'intranet.example:8444',
      'localhost:8080',
      '0.0.0.0:8080',
      'evil.chainboard.example',
      'chainboard.example.evil.example',
    ])
      expect(allowed(host), host).toBe(false);
  });

  it('is read from the environment, and a malformed entry stops the start', () => {
    expect(loadConfig({ ALLOWED_HOSTS: ' Chainboard.Example , 10.0.0.5:8080 ' }).allowedHosts).toEqual([
      'chainboard.example',
      '10.0.0.5:8080',
    ]);
    expect(loadConfig({}).allowedHosts).toBeNull();
    expect(() => loadConfig({ ALLOWED_HOSTS: 'https://chainboard.example/' })).toThrow(ConfigError);
  });
});
