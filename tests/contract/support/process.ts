// Starting a server process for the contract tests: a free port, and waiting until it answers.
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Asks `url` every 250 ms until `ready` says yes (by default: any answer at all); false after `seconds`, or at once
 * when `gone` says the process has ended.
 */
export async function answersWithin(
  url: string,
  seconds: number,
  { ready = () => true, gone = () => false }: { ready?: (response: Response) => boolean; gone?: () => boolean } = {},
): Promise<boolean> {
  for (let i = 0; i < seconds * 4 && !gone(); i++) {
    try {
      if (ready(await fetch(url))) return true;
    } catch {
      /* not listening yet */
    }
    await delay(250);
  }
  return false;
}
