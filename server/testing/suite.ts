import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { ServerConfig } from '../config.ts';
import { ResponseCache } from '../proxy/cache.ts';
import { okReply, startProxy, startRecorder, testConfig, type Recorder, type RunningProxy } from './harness.ts';

/**
 * The setup most server suites share: a recording upstream and the real server in front of it,
 * started once for the file and closed after it. Kept apart from harness.ts so that file stays
 * free of vitest hooks.
 */

export interface ProxySuiteOptions {
  /** Overrides for testConfig (e.g. a short upstream timeout). */
  config?: Partial<ServerConfig>;
  /**
   * Give the server its own response cache, emptied before each test together with the
   * recorder's log and answer, so each test starts from a cold cache and a fresh upstream.
   */
  freshCachePerTest?: boolean;
}

export interface ProxySuite {
  readonly recorder: Recorder;
  readonly proxy: RunningProxy;
  /** Present only with freshCachePerTest. */
  readonly cache: ResponseCache | null;
}

/** Call at the top of a test file; read `recorder` and `proxy` inside tests (set by beforeAll). */
export function setupProxySuite(options: ProxySuiteOptions = {}): ProxySuite {
  const cache = options.freshCachePerTest ? new ResponseCache({ maxEntries: 100, maxBytes: 1024 * 1024 }) : null;
  let recorder: Recorder | null = null;
  let proxy: RunningProxy | null = null;
  const suite: ProxySuite = {
    get recorder() {
      if (!recorder) throw new Error('setupProxySuite: the recorder is read before beforeAll ran');
      return recorder;
    },
    get proxy() {
      if (!proxy) throw new Error('setupProxySuite: the proxy is read before beforeAll ran');
      return proxy;
    },
    cache,
  };

  beforeAll(async () => {
    recorder = await startRecorder();
    proxy = await startProxy(testConfig(recorder.url, options.config), cache ? { cache } : {});
  });

  if (cache) {
    beforeEach(async () => {
      await cache.clear();
      suite.recorder.requests.length = 0;
      suite.recorder.respond = okReply;
    });
  }

  afterAll(async () => {
    await proxy?.close();
    await recorder?.close();
  });

  return suite;
}
