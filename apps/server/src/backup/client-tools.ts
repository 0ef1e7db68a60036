import { execFile } from 'node:child_process';
import { access, constants, readdir, realpath } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { BackupError } from './messages.ts';

/** One installed `pg_dump` or `pg_restore`, and the PostgreSQL major version it belongs to. */
export interface ClientTool {
  path: string;
  major: number;
  version: string;
}

export type ToolName = 'pg_dump' | 'pg_restore';

/** Debian and Ubuntu install each version's tools here, side by side. */
const DEBIAN_VERSIONS_DIR = '/usr/lib/postgresql';

/** `pg_dump (PostgreSQL) 15.10 (Debian 15.10-0+deb12u1)` → 15 and "15.10". */
export function parseToolVersion(output: string): { major: number; version: string } | null {
  const match = /\(PostgreSQL\) (\d+)(?:\.(\d+))?/.exec(output);
  if (!match) return null;
  return { major: Number(match[1]), version: match[2] ? `${match[1]}.${match[2]}` : match[1]! };
}

/** `SHOW server_version_num`'s 150010 → 15 (from version 10 on, the major is one number). */
export const serverMajor = (versionNum: string): number => Math.floor(Number(versionNum) / 10000);

async function isExecutable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every `name` to be found: in Debian's per-version directories, then on PATH (Debian's
 * `/usr/bin` wrappers, Homebrew, a distribution's single version), each asked its version.
 */
export async function findClientTools(name: ToolName, path: string | undefined) {
  const candidates: string[] = [];
  try {
    const versions = await readdir(DEBIAN_VERSIONS_DIR);
    candidates.push(...versions.map((version) => join(DEBIAN_VERSIONS_DIR, version, 'bin', name)));
  } catch {
    // No Debian layout on this machine.
  }
  candidates.push(
    ...(path ?? '')
      .split(delimiter)
      .filter(Boolean)
      .map((dir) => join(dir, name)),
  );

  const tools: ClientTool[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    if (!(await isExecutable(candidate))) continue;
    // Debian's wrapper in /usr/bin is a link shared by every tool: keep its own name.
    const resolved = candidate.startsWith(DEBIAN_VERSIONS_DIR)
      ? await realpath(candidate)
      : candidate;
    if (seen.has(resolved)) continue;
    seen.add(resolved);
    try {
      const { stdout } = await promisify(execFile)(candidate, ['--version']);
      const parsed = parseToolVersion(stdout);
      if (parsed) tools.push({ path: candidate, ...parsed });
    } catch {
      // A wrapper with no version behind it, or a broken install: not a candidate.
    }
  }
  return tools;
}

/**
 * The tool to use against a server of major version `server`: the same major if installed,
 * else the oldest newer one (pg_dump reads servers older than itself, never newer ones;
 * pg_restore's SQL is safest from the server's own version), else the newest older one that
 * `atLeast` allows. `atLeast` is the oldest major that may be used: the server's for pg_dump,
 * and for pg_restore the pg_dump's that wrote the archive (it reads no newer archive).
 */
export function chooseClientTool(
  name: ToolName,
  tools: ClientTool[],
  server: number,
  atLeast: number = server,
): ClientTool {
  const usable = tools.filter((tool) => tool.major >= atLeast).sort((a, b) => a.major - b.major);
  const chosen =
    usable.find((tool) => tool.major === server) ??
    usable.find((tool) => tool.major > server) ??
    usable.at(-1);
  if (chosen) return chosen;
  const found = tools.length
    ? `found only ${tools.map((tool) => `${tool.version} (${tool.path})`).join(', ')}`
    : 'found none on PATH or in /usr/lib/postgresql/*/bin';
  const needed =
    atLeast > server
      ? `${name} ${atLeast} or newer (the backup was written by pg_dump ${atLeast})`
      : `${name} ${server} or newer`;
  throw new BackupError(
    `The PostgreSQL server is version ${server}: it needs ${needed}, ${found}. ` +
      `Install PostgreSQL ${Math.max(server, atLeast)}'s client tools ` +
      `(Debian: apt-get install postgresql-client-${Math.max(server, atLeast)}) or put them first on PATH.`,
  );
}

/** A line for the operator when the tool is not the server's own version; null when it is. */
export function versionNote(tool: ClientTool, server: number): string | null {
  if (tool.major === server) return null;
  return `Note: the server is PostgreSQL ${server} and no ${server} client tools were found; using ${tool.version} (${tool.path}).`;
}
