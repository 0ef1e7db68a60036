import { DEMO_ADMIN, seedDemoQuotes, upsertAdmin, type Logger } from '@buildright/api';
import { migrate, type DatabaseConnection } from '@buildright/db';
import { seedDemoCatalogue } from '@buildright/db/seed';
import type { Config } from './env.ts';

/** Brings the database up to date and, in demo mode, fills an empty shop (quotes included). */
export async function prepareDatabase(connection: DatabaseConnection, config: Config, log: Logger) {
  await migrate(connection);
  if (config.demo) {
    const seeded = await seedDemoCatalogue(connection.db);
    if (seeded) {
      await upsertAdmin(connection.db, DEMO_ADMIN);
      await seedDemoQuotes(connection.db, {
        publicUrl: config.publicUrl,
        shopEmail: config.shopEmail,
      });
      log.info(
        {},
        `Demo catalogue created; admin sign-in: ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password}`,
      );
    }
  }
  if (config.bootstrapAdmin) {
    await upsertAdmin(connection.db, config.bootstrapAdmin);
    log.info({ username: config.bootstrapAdmin.username }, 'Admin account ready');
  }
}
