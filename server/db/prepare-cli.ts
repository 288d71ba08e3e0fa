// Run by server/index.ts for a new PGlite folder: creates, migrates and seeds it in a process of its own, so the
// memory the first seed needs (its rows in JavaScript, PGlite's optimised wasm; ~1.2 GB at 100 000 postings) is given
// back to the system when it ends instead of staying with the serving process.
import { join } from 'node:path';
import { loadConfigOrExit } from '../config.ts';
import { openDatabase } from './client.ts';
import { prepareDatabase } from './prepare.ts';

const config = loadConfigOrExit();
const database = await openDatabase(join(config.dataDir, 'pgdata'));
try {
  await prepareDatabase(database, undefined, { postings: config.seedPostings, courses: config.seedCourses });
} finally {
  await database.close();
}
