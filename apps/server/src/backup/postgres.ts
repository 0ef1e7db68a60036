import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { connect } from '@buildright/db';
import { DATABASE_FILE, extractDatabase, writeArchive, type Manifest } from './archive.ts';
import { BackupError, type Report } from './messages.ts';
import {
  chooseClientTool,
  findClientTools,
  serverMajor,
  versionNote,
  type ClientTool,
  type ToolName,
} from './client-tools.ts';

/**
 * libpq's connection for the tools: the URL without its password, which goes in PGPASSWORD, so
 * that it is not shown to every user of the machine in the process list.
 */
function toolConnection(databaseUrl: string, environment: NodeJS.ProcessEnv) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.toString(),
    env: password ? { ...environment, PGPASSWORD: password } : environment,
  };
}

interface ServerFacts {
  major: number;
  version: string;
  /** Up to five of the database's own tables, schema-qualified; none in an empty database. */
  tables: string[];
}

async function serverFacts(databaseUrl: string): Promise<ServerFacts> {
  const connection = await connect({ databaseUrl, maxConnections: 1 });
  try {
    const { rows } = await connection.runSql(
      `select current_setting('server_version_num') as num, current_setting('server_version') as version;
       select n.nspname || '.' || c.relname as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'f')
          and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
        order by 1 limit 5`,
    );
    const [server, ...tables] = rows;
    return {
      major: serverMajor(String(server!.num)),
      version: String(server!.version).split(' ')[0]!,
      tables: tables.map((row) => String(row.name)),
    };
  } catch (error) {
    throw new BackupError(
      `Could not reach the PostgreSQL server of DATABASE_URL: ${(error as Error).message}`,
    );
  } finally {
    await connection.close();
  }
}

async function clientTool(
  name: ToolName,
  environment: NodeJS.ProcessEnv,
  server: number,
  report: Report,
  atLeast?: number,
): Promise<ClientTool> {
  const tool = chooseClientTool(
    name,
    await findClientTools(name, environment.PATH),
    server,
    atLeast,
  );
  const note = versionNote(tool, server);
  if (note) report(note);
  return tool;
}

async function runTool(tool: ClientTool, args: string[], env: NodeJS.ProcessEnv) {
  try {
    await promisify(execFile)(tool.path, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new BackupError(`${tool.path} failed: ${stderr || (error as Error).message}`);
  }
}

/**
 * pg_dump's custom format while the shop runs: one snapshot of the database, taken on the server
 * itself (DATABASE_DIRECT_URL), as PgBouncer in transaction mode would split pg_dump's session.
 */
export async function backupPostgres(
  databaseUrl: string,
  file: string,
  workDir: string,
  uploadsDir: string | null,
  environment: NodeJS.ProcessEnv,
  report: Report,
): Promise<Manifest> {
  const server = await serverFacts(databaseUrl);
  const pgDump = await clientTool('pg_dump', environment, server.major, report);
  report(`Dumping PostgreSQL ${server.version} with pg_dump ${pgDump.version} (${pgDump.path})`);
  const { dbname, env } = toolConnection(databaseUrl, environment);
  const dump = join(workDir, DATABASE_FILE.postgres);
  await runTool(pgDump, ['--format=custom', '--file', dump, '--dbname', dbname], env);
  return writeArchive(
    file,
    workDir,
    {
      database: 'postgres',
      serverVersion: server.version,
      pgDump: { version: pgDump.version, major: pgDump.major },
    },
    uploadsDir,
  );
}

/**
 * pg_restore into an empty database, in one transaction (a failed restore leaves it empty), its
 * objects owned by whoever DATABASE_URL signs in as, whoever owned them before.
 */
export async function restorePostgres(
  databaseUrl: string,
  file: string,
  manifest: Manifest,
  workDir: string,
  environment: NodeJS.ProcessEnv,
  report: Report,
) {
  const server = await serverFacts(databaseUrl);
  if (server.tables.length > 0) {
    throw new BackupError(
      `The database of DATABASE_URL is not empty (it has ${server.tables.join(', ')}${server.tables.length === 5 ? ', …' : ''}): ` +
        'restore only into a new, empty database (createdb), then point the shop at it.',
    );
  }
  const dumpedMajor = manifest.pgDump?.major ?? server.major;
  const backupMajor = Number.parseInt(manifest.serverVersion, 10);
  if (backupMajor > server.major) {
    report(
      `Warning: the backup comes from PostgreSQL ${manifest.serverVersion}, newer than this server (${server.version}); objects it cannot create will stop the restore.`,
    );
  } else if (backupMajor < server.major) {
    report(
      `Note: the backup comes from PostgreSQL ${manifest.serverVersion}, restored into ${server.version}.`,
    );
  }
  const pgRestore = await clientTool('pg_restore', environment, server.major, report, dumpedMajor);
  report(
    `Restoring into PostgreSQL ${server.version} with pg_restore ${pgRestore.version} (${pgRestore.path})`,
  );
  const dump = await extractDatabase(file, workDir, manifest);
  const { dbname, env } = toolConnection(databaseUrl, environment);
  await runTool(
    pgRestore,
    [
      '--exit-on-error',
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      '--dbname',
      dbname,
      dump,
    ],
    env,
  );
}
