// Provider verification in the test command: the same journey a backend team runs with `npm run contract:verify`,
// against the reference server (a real process on a fresh embedded database) and against Prism (the contract's mock).
import { describe, expect, it } from 'vitest';
import { startPrism } from './support/prism.ts';
import { startReferenceServer } from './support/reference-server.ts';
import { verifyProvider } from './verify/cli.ts';

describe('provider verification', () => {
  it('the reference server answers every operation and every provoked error as the contract says', async () => {
    const server = await startReferenceServer();
    try {
      const verifier = await verifyProvider(server.baseUrl);
      expect(verifier.failures).toEqual([]);
      expect(verifier.uncovered()).toEqual([]);
      expect(verifier.calls).toBeGreaterThan(150);
    } finally {
      await server.stop();
    }
  }, 180_000);

  it('Prism answers every operation and every provoked error as the contract says', async () => {
    const prism = await startPrism();
    try {
      const verifier = await verifyProvider(prism.baseUrl, true);
      expect(verifier.failures).toEqual([]);
      expect(verifier.uncovered()).toEqual([]);
    } finally {
      prism.stop();
    }
  }, 180_000);
});
