// `npm run contract:verify -- --base-url http://host:port [--prism]`
// Provider verification: runs the whole journey against a server, validates every answer against the contract,
// prints the coverage table and exits non-zero on any mismatch. Backend teams point it at their own server.
import { parseArgs } from 'node:util';
import { Verifier } from './client.ts';
import type { SocialSignIn } from './client.ts';
import { runScenarios } from './scenarios.ts';

export async function verifyProvider(baseUrl: string, prism = false, options: { socialSignIn?: SocialSignIn } = {}): Promise<Verifier> {
  const verifier = new Verifier(baseUrl, prism);
  verifier.socialSignIn = options.socialSignIn;
  await runScenarios(verifier);
  const uncovered = verifier.uncovered();
  if (uncovered.length) verifier.failures.push(`operations never verified with 200: ${uncovered.join(', ')}`);
  return verifier;
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { 'base-url': { type: 'string' }, prism: { type: 'boolean', default: false } } });
  const baseUrl = values['base-url'];
  if (!baseUrl) {
    console.error('사용법: npm run contract:verify -- --base-url http://127.0.0.1:8080 [--prism]');
    process.exit(2);
  }
  const verifier = await verifyProvider(baseUrl, values.prism);
  console.log(verifier.coverageTable());
  console.log(`\n${verifier.calls} calls`);
  if (verifier.skipped.size) console.log(`not exercised (no one to sign in at 카카오·네이버 here): ${[...verifier.skipped].join(', ')}`);
  if (verifier.failures.length) {
    console.error(`\n✖ ${verifier.failures.length} mismatch(es):\n- ${verifier.failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('✓ every answer matches the contract');
}
