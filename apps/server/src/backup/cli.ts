import { resolve } from 'node:path';
import { EmbeddedDatabaseInUseError } from '@buildright/db';
import { callerDirectory, ConfigError, loadStorage } from '../env.ts';
import { BackupError, backUp, restore } from './index.ts';

// `pnpm db:backup FILE` and `pnpm db:restore FILE` (docs/operations.md#backups).
const [command, file, ...rest] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file || rest.length > 0) {
  console.error('Usage: pnpm db:backup FILE | pnpm db:restore FILE');
  process.exit(2);
}

try {
  const storage = loadStorage();
  const path = resolve(callerDirectory(), file);
  const options = { environment: process.env, report: (line: string) => console.log(line) };
  await (command === 'backup' ? backUp : restore)(storage, path, options);
} catch (error) {
  if (
    error instanceof BackupError ||
    error instanceof ConfigError ||
    error instanceof EmbeddedDatabaseInUseError
  ) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
