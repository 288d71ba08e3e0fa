// Entry point of `npm run alerts` (see command.ts and the README's '새 공고 알림').
import { alertsCommand } from './command.ts';

process.exitCode = await alertsCommand(process.argv.slice(2));
