// Entry point of `npm run import` (see command.ts and the README's 'Importing postings and courses').
import { importCommand } from './command.ts';

process.exitCode = await importCommand(process.argv.slice(2));
