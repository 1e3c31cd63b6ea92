import { describe } from 'vitest';
import { composeSuite } from './compose-suite.ts';
import { imageSuite } from './image-suite.ts';
import { podmanUnavailable } from './podman.ts';

/**
 * The image and the compose deployment, in one file so the image is built once and both use it.
 * Skipped, saying why, only where podman cannot run containers.
 */

const unavailable = podmanUnavailable();
if (unavailable) console.warn(`packaging tests skipped: ${unavailable}`);

describe.skipIf(unavailable !== null).sequential('packaging', { timeout: 5 * 60_000 }, () => {
  describe('the container image', imageSuite);
  describe('the compose deployment', composeSuite);
});
