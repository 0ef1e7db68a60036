import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { serverDataDir } from './servers.ts';

async function readOutbox(dataDir: string): Promise<ParsedMail[]> {
  const outboxDir = join(dataDir, 'outbox');
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  // File names start with the time they were written: sorted, the newest is last.
  return Promise.all(
    files.sort().map(async (file) => simpleParser(await readFile(join(outboxDir, file)))),
  );
}

const recipients = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((address) => address.value.map((value) => value.address));

/**
 * Waits until `count` e-mails to `address` with this subject have been delivered (the worker
 * sends them a moment after the change) and answers the newest.
 */
export async function nthEmail(
  address: string,
  subject: string,
  count = 1,
  // The worker's server, whose development outbox holds one .eml file per e-mail.
  dataDir = serverDataDir(test.info().parallelIndex),
): Promise<ParsedMail> {
  let found: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await readOutbox(dataDir)).filter(
          (mail) => recipients(mail).includes(address) && mail.subject === subject,
        );
        return found.length;
      },
      { message: `${count} e-mail(s) to ${address}: ${subject}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found[count - 1]!;
}

/** The first absolute link in an e-mail's text part whose path starts with `path`. */
export function linkIn(mail: ParsedMail, path: string): string {
  const link = (mail.text ?? '')
    .split(/\s+/)
    .find((word) => /^https?:\/\//.test(word) && new URL(word).pathname.startsWith(path));
  if (!link) throw new Error(`No ${path} link in "${mail.subject}"`);
  return link;
}
