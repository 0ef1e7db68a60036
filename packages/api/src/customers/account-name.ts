import { sql } from 'drizzle-orm';
import { localUsers } from '@buildright/db';

/** A customer as others see them: the name on their account, or their username without one. */
export const accountName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${localUsers.firstName}, ${localUsers.lastName})), ''), ${localUsers.username})`;
