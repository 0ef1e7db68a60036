import { connect, migrate } from '@buildright/db';
import { loadConfig } from './env.ts';

const config = loadConfig();
const connection = await connect({
  databaseUrl: config.databaseUrl,
  directUrl: config.databaseDirectUrl,
  dataDir: config.dataDir,
});
await migrate(connection);
await connection.close();
console.log(`Migrations applied (${connection.driver}).`);
