import { PGlite } from '@electric-sql/pglite';
const db = new PGlite('/tmp/buildright-e2e-37WsBm/pglite');
const r = await db.query("select id, template, status, attempts, last_error, recipient from outbox_emails order by id desc limit 8");
console.log(r.rows);
const j = await db.query("select name, state, output, retry_count from pgboss.job order by created_on desc limit 10");
console.log(JSON.stringify(j.rows, null, 1).slice(0, 3000));
