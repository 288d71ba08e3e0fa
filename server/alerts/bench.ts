// The digest round at scale, for `npm run bench:api` (issue 23): 100 000 members (BENCH_ALERT_MEMBERS) with alert
// settings and 5 Web Push subscriptions each on a fresh PostgreSQL database (DATABASE_URL), postings new since their
// last digest and scraps closing at D-3/D-1; one round, timed, with the process's peak RSS and heap. The pushes are
// encrypted and sent for real (web-push + fetch) to a local push-service stub for a sample of members
// (BENCH_ALERT_PUSH_MEMBERS, default 1000 × 5 subscriptions); the outbox rows beyond the sample are dropped and the
// time for all is projected from the sample's rate. Prints one JSON line on stdout. Not a test.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { writeDigests } from './digest.ts';
import { deliverPushes, webPushTransport } from './push.ts';
import { resolveVapidKeys } from './vapid.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL (a fresh PostgreSQL database) is required');
const MEMBERS = Number(process.env.BENCH_ALERT_MEMBERS ?? 100_000);
const SUBSCRIPTIONS = 5;
const PUSH_MEMBERS = Math.min(MEMBERS, Number(process.env.BENCH_ALERT_PUSH_MEMBERS ?? 1000));

const database = await openDatabase(url);
const { db } = database;
await prepareDatabase(database, url, { postings: 5000, courses: 0, demo: false });

const browser = createECDH('prime256v1');
browser.generateKeys();
const p256dh = browser.getPublicKey().toString('base64url');
const auth = randomBytes(16).toString('base64url');

const setupStarted = performance.now();
await db.execute(sql`
  insert into members (login_id, password_hash, nickname, birth_date, gender, region_code)
  select 'bench' || i, 'x', 'b' || i, '1962-05-01', case when i % 2 = 0 then 'FEMALE' else 'MALE' end,
         (select region_code from regions order by region_code offset (i % (select count(*) from regions)) limit 1)
  from generate_series(1, ${MEMBERS}) as i`);
await db.execute(sql`
  insert into alert_settings (member_id, job_ids, region_codes, digest_hour, since)
  select id, array[1 + id % 20, 1 + (id * 7) % 20], array[region_code], 0, now() - interval '1 day'
  from members where login_id like 'bench%'`);
await db.execute(sql`
  insert into push_subscriptions (member_id, endpoint, p256dh, auth)
  select m.id, 'https://push.bench/' || m.id || '/' || s, ${p256dh}, ${auth}
  from members m, generate_series(1, ${SUBSCRIPTIONS}) as s where m.login_id like 'bench%'`);
// new to 새길 in the last day: 2 000 open postings; the rest were stored before the members' settings
await db.execute(sql`update recruit_postings set first_stored_at = now() - interval '2 days'`);
await db.execute(sql`
  update recruit_postings set first_stored_at = now() - interval '12 hours'
  where id in (select id from recruit_postings where not closed and expiration_date > now() + interval '5 days' order by id limit 2000)`);
// a fifth of the members scrapped a posting that closes in 1 or 3 days
await db.execute(sql`
  update recruit_postings set close_type = '접수마감일', closed = false,
    expiration_date = date_trunc('day', now() + interval '9 hours') - interval '9 hours' + (case when id::bigint % 2 = 0 then interval '1 day' else interval '3 days' end) + interval '20 hours'
  where id in (select id from recruit_postings order by id desc limit 200)`);
await db.execute(sql`
  insert into recruit_scraps (member_id, posting_id)
  select m.id, p.id from members m
  join lateral (select id from recruit_postings order by id desc offset (m.id % 200) limit 1) p on true
  where m.login_id like 'bench%' and m.id % 5 = 0`);
await db.execute(sql`analyze`);
const setupMs = performance.now() - setupStarted;

let peakRss = process.memoryUsage().rss;
let peakHeap = process.memoryUsage().heapUsed;
const startRss = peakRss;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
}, 20);

const digestStarted = performance.now();
const digest = await writeDigests(db, new Date());
const digestMs = performance.now() - digestStarted;
const digestPeakRss = peakRss;
const outbox = Number(((await db.execute(sql`select count(*) as n from alert_pushes`)) as unknown as { n: string }[])[0]!.n);

// the pushes: a local push service, a sample of members
let received = 0;
const stub = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    received += 1;
    response.writeHead(201).end();
  });
});
await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
const stubBase = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
await db.execute(sql`delete from alert_pushes where id not in (select id from alert_pushes order by id limit ${PUSH_MEMBERS})`);
const vapid = await resolveVapidKeys(db);
const transport = webPushTransport(vapid, 'mailto:bench@saegil.invalid', (input, init) => fetch(String(input).replace('https://push.bench', stubBase), init));
const pushStarted = performance.now();
const push = await deliverPushes(db, transport);
const pushMs = performance.now() - pushStarted;
clearInterval(sampler);
stub.close();
await database.close();

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
console.log(
  JSON.stringify({
    members: MEMBERS,
    subscriptions: MEMBERS * SUBSCRIPTIONS,
    setupMs: Math.round(setupMs),
    digestMs: Math.round(digestMs),
    batches: digest.batches,
    alerts: digest.alerts,
    quiet: digest.quiet,
    outbox,
    digestPeakRssMb: mb(digestPeakRss),
    startRssMb: mb(startRss),
    peakHeapMb: mb(peakHeap),
    peakRssMb: mb(peakRss),
    pushMembers: push.members,
    pushesSent: push.sent,
    pushesReceived: received,
    pushFailed: push.failed,
    pushMs: Math.round(pushMs),
  }),
);
