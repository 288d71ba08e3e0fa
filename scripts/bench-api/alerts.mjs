// bench:api's alert figures (issue 23): the digest round for 100 000 members × 5 subscriptions on a fresh PostgreSQL
// database, in a process of its own (server/alerts/bench.ts) so its memory is the round's alone.
import { spawnSync } from 'node:child_process';

export function alertRound(databases) {
  const env = { ...process.env, ...databases.envFor() };
  const run = spawnSync(process.execPath, ['--max-semi-space-size=16', 'server/alerts/bench.ts'], { env, encoding: 'utf8', maxBuffer: 1 << 20 });
  if (run.status !== 0) throw new Error(`alerts bench failed (${run.status}): ${run.stderr.slice(-2000)}`);
  return JSON.parse(run.stdout.trim().split('\n').pop());
}

export function printAlertRound(label, r) {
  const perMember = (r.digestMs / r.members) * 1000;
  const pushRate = r.pushesSent / (r.pushMs / 1000);
  const projectedMin = (r.subscriptions / pushRate / 60).toFixed(1);
  console.log(`\n${label}: alert digest round, ${r.members.toLocaleString()} members × 5 subscriptions (${r.subscriptions.toLocaleString()})`);
  console.log(
    `  digest: ${(r.digestMs / 1000).toFixed(1)} s in ${r.batches} batches of 500 (${perMember.toFixed(0)} µs a member), ` +
      `${r.alerts.toLocaleString()} alerts, ${r.outbox.toLocaleString()} pushes queued${r.quiet ? ' (quiet hours: none queued)' : ''}`,
  );
  console.log(`  memory: RSS ${r.startRssMb} MB at start, peak ${r.digestPeakRssMb} MB in the digest, ${r.peakRssMb} MB with the pushes; heap peak ${r.peakHeapMb} MB`);
  console.log(
    `  push (sample, web-push aes128gcm + fetch to a local stub): ${r.pushMembers} members → ${r.pushesSent} pushes in ${(r.pushMs / 1000).toFixed(1)} s ` +
      `(${pushRate.toFixed(0)}/s, ${r.pushFailed} failed); all ${r.subscriptions.toLocaleString()} at that rate ≈ ${projectedMin} min`,
  );
}
