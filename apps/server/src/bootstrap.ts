import {
  DEMO_ADMIN,
  DEMO_COMPANY_MEMBERS,
  DEMO_COMPANY_PASSWORD,
  seedDemoCompany,
  seedDemoQuotes,
  upsertAdmin,
  type Logger,
} from '@buildright/api';
import { migrate, type DatabaseConnection } from '@buildright/db';
import { seedDemoCatalogue } from '@buildright/db/seed';
import type { Config } from './env.ts';

/**
 * Brings the database up to date and, in demo mode, fills an empty shop (quotes and a company
 * buying on account included).
 */
export async function prepareDatabase(connection: DatabaseConnection, config: Config, log: Logger) {
  await migrate(connection);
  if (config.demo) {
    const seeded = await seedDemoCatalogue(connection.db);
    if (seeded) {
      await upsertAdmin(connection.db, DEMO_ADMIN);
      const mail = { publicUrl: config.publicUrl, shopEmail: config.shopEmail };
      await seedDemoQuotes(connection.db, mail);
      await seedDemoCompany(connection.db, mail);
      const members = Object.values(DEMO_COMPANY_MEMBERS).map((member) => member.username);
      log.info(
        {},
        `Demo catalogue created; admin sign-in: ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password}; ` +
          `demo company members ${members.join(', ')} / ${DEMO_COMPANY_PASSWORD}`,
      );
    }
  }
  if (config.bootstrapAdmin) {
    await upsertAdmin(connection.db, config.bootstrapAdmin);
    log.info({ username: config.bootstrapAdmin.username }, 'Admin account ready');
  }
}
