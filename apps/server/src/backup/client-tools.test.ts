import { describe, expect, it } from 'vitest';
import { chooseClientTool, parseToolVersion, serverMajor, versionNote } from './client-tools.ts';

const tool = (major: number, path = `/usr/lib/postgresql/${major}/bin/pg_dump`) => ({
  path,
  major,
  version: `${major}.4`,
});

describe("the client tools' version against the server's", () => {
  it('reads versions as the tools and the server give them', () => {
    expect(parseToolVersion('pg_dump (PostgreSQL) 15.10 (Debian 15.10-0+deb12u1)\n')).toEqual({
      major: 15,
      version: '15.10',
    });
    expect(parseToolVersion('pg_restore (PostgreSQL) 17devel')).toEqual({
      major: 17,
      version: '17',
    });
    expect(parseToolVersion('Error: no cluster')).toBeNull();
    expect(serverMajor('150010')).toBe(15);
    expect(serverMajor('170002')).toBe(17);
  });

  it("takes the server's own version, else the oldest newer one, and says so", () => {
    expect(chooseClientTool('pg_dump', [tool(14), tool(15), tool(16)], 15).major).toBe(15);
    const newer = chooseClientTool('pg_dump', [tool(14), tool(17), tool(16)], 15);
    expect(newer.major).toBe(16);
    expect(versionNote(newer, 15)).toBe(
      'Note: the server is PostgreSQL 15 and no 15 client tools were found; using 16.4 (/usr/lib/postgresql/16/bin/pg_dump).',
    );
    expect(versionNote(tool(15), 15)).toBeNull();
  });

  it('refuses a pg_dump older than the server, naming what was found and what to install', () => {
    expect(() => chooseClientTool('pg_dump', [tool(15, '/usr/bin/pg_dump')], 16)).toThrow(
      'The PostgreSQL server is version 16: it needs pg_dump 16 or newer, found only 15.4 (/usr/bin/pg_dump). ' +
        "Install PostgreSQL 16's client tools (Debian: apt-get install postgresql-client-16) or put them first on PATH.",
    );
    expect(() => chooseClientTool('pg_dump', [], 15)).toThrow(
      'it needs pg_dump 15 or newer, found none on PATH or in /usr/lib/postgresql/*/bin',
    );
  });

  it('restores with a pg_restore at least as new as the pg_dump that wrote the backup', () => {
    // A backup of a 15 server restored into 16, where only 15's tools are installed: fine.
    expect(chooseClientTool('pg_restore', [tool(15)], 16, 15).major).toBe(15);
    // Written by pg_dump 17: pg_restore 15 cannot read it, even into a 15 server.
    expect(() => chooseClientTool('pg_restore', [tool(15)], 15, 17)).toThrow(
      'it needs pg_restore 17 or newer (the backup was written by pg_dump 17)',
    );
  });
});
