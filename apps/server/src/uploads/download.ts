import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { DocumentDownloadError } from '@buildright/api';
import { MAX_DOCUMENT_BYTES } from '@buildright/api/shared';

const TIMEOUT_MS = 30_000;
const MAX_REDIRECTS = 3;

/**
 * Addresses an import may not make the server fetch: its own machine, the private networks it
 * may sit in, link-local (a cloud's metadata service) and the like. IPv4-mapped IPv6 addresses
 * are checked against the IPv4 rules by BlockList itself.
 */
const privateAddresses = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  privateAddresses.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateAddresses.addSubnet(network, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && privateAddresses.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

const refusedAddress = (host: string) =>
  new DocumentDownloadError(
    `${host} is inside a private network; the shop fetches only public addresses`,
  );

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * DNS as usual, refusing private answers. It runs for the connection itself, so a name that
 * answers a public address to one lookup and a private one to the next gains nothing.
 */
function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback) {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some((entry) => isPrivateAddress(entry.address))) {
      return callback(refusedAddress(hostname), []);
    }
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

interface DownloadOptions {
  /** Lets tests fetch from a server on this machine. */
  allowPrivateNetwork?: boolean;
}

function request(url: URL, signal: AbortSignal, options: DownloadOptions) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const get = url.protocol === 'https:' ? https.get : http.get;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!options.allowPrivateNetwork && isPrivateAddress(host)) {
      reject(refusedAddress(host));
      return;
    }
    get(
      url,
      {
        signal,
        headers: { accept: 'application/pdf', 'user-agent': 'BuildRight product import' },
        ...(options.allowPrivateNetwork ? {} : { lookup: publicLookup as typeof lookup }),
      },
      resolve,
    ).on('error', reject);
  });
}

async function readBody(response: IncomingMessage, url: string): Promise<Buffer> {
  const tooLarge = () =>
    new DocumentDownloadError(
      `${url} is larger than ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB, the most a document may be`,
    );
  if (Number(response.headers['content-length'] ?? 0) > MAX_DOCUMENT_BYTES) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > MAX_DOCUMENT_BYTES) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function fetchFollowingRedirects(
  address: string,
  signal: AbortSignal,
  options: DownloadOptions,
): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new DocumentDownloadError(`"${address}" is not a web address`);
  }
  for (let hops = 0; ; hops++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new DocumentDownloadError(`${url.href} is not an http or https address`);
    }
    const response = await request(url, signal, options);
    const { location } = response.headers;
    if (
      response.statusCode &&
      response.statusCode >= 300 &&
      response.statusCode < 400 &&
      location
    ) {
      response.resume();
      if (hops === MAX_REDIRECTS) {
        throw new DocumentDownloadError(`${address} redirects more than ${MAX_REDIRECTS} times`);
      }
      url = new URL(location, url);
      continue;
    }
    if (response.statusCode !== 200) {
      response.resume();
      throw new DocumentDownloadError(`${url.href} answered HTTP ${response.statusCode}`);
    }
    return readBody(response, url.href);
  }
}

/**
 * Fetches a document an import names by URL: http or https, public addresses only (redirects
 * included), at most MAX_DOCUMENT_BYTES, within 30 seconds. Whether it is a PDF is the caller's
 * check, as for an upload.
 */
export async function downloadDocument(
  address: string,
  options: DownloadOptions = {},
): Promise<Buffer> {
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  try {
    return await fetchFollowingRedirects(address, signal, options);
  } catch (error) {
    if (error instanceof DocumentDownloadError) throw error;
    if (signal.aborted) {
      throw new DocumentDownloadError(
        `${address} did not answer within ${TIMEOUT_MS / 1000} seconds`,
      );
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new DocumentDownloadError(`${address} could not be fetched (${reason})`);
  }
}
