import { MAX_DOCUMENT_BYTES } from '@buildright/api/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentServer, pdfBytes } from '../testing/document-server.ts';
import { downloadDocument, isPrivateAddress } from './download.ts';

let maker: Awaited<ReturnType<typeof documentServer>>;

beforeAll(async () => {
  maker = await documentServer({
    '/spec.pdf': { status: 200, body: pdfBytes() },
    '/moved': { status: 302, headers: { location: '/spec.pdf' } },
    '/loop': { status: 302, headers: { location: '/loop' } },
    '/huge.pdf': { status: 200, body: Buffer.alloc(MAX_DOCUMENT_BYTES + 1) },
  });
});
afterAll(() => maker.close());

const onThisMachine = { allowPrivateNetwork: true };

describe('downloading a document an import names', () => {
  it('fetches it, following a redirect', async () => {
    expect((await downloadDocument(maker.url('/spec.pdf'), onThisMachine)).equals(pdfBytes())).toBe(
      true,
    );
    expect((await downloadDocument(maker.url('/moved'), onThisMachine)).equals(pdfBytes())).toBe(
      true,
    );
  });

  it('refuses this machine and private networks, by address or by name', async () => {
    await expect(downloadDocument(maker.url('/spec.pdf'))).rejects.toThrow(
      '127.0.0.1 is inside a private network; the shop fetches only public addresses',
    );
    await expect(downloadDocument('http://localhost:9/spec.pdf')).rejects.toThrow(
      'localhost is inside a private network',
    );
    await expect(downloadDocument('http://[::1]:9/spec.pdf')).rejects.toThrow(
      '::1 is inside a private network',
    );
    for (const address of [
      '10.0.0.8',
      '172.20.1.1',
      '192.168.1.1',
      '169.254.169.254',
      '::ffff:127.0.0.1',
      'fd00::1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    expect(isPrivateAddress('93.184.215.14')).toBe(false);
    expect(isPrivateAddress('2606:2800:21f:cb07:6820:80da:af6b:8b2c')).toBe(false);
  });

  it('says why it could not: status, size, scheme, redirects', async () => {
    await expect(downloadDocument(maker.url('/gone.pdf'), onThisMachine)).rejects.toThrow(
      `${maker.url('/gone.pdf')} answered HTTP 404`,
    );
    await expect(downloadDocument(maker.url('/huge.pdf'), onThisMachine)).rejects.toThrow(
      `${maker.url('/huge.pdf')} is larger than 20 MB, the most a document may be`,
    );
    await expect(downloadDocument('ftp://maker.example/spec.pdf')).rejects.toThrow(
      'ftp://maker.example/spec.pdf is not an http or https address',
    );
    await expect(downloadDocument('not a url')).rejects.toThrow('"not a url" is not a web address');
    await expect(downloadDocument(maker.url('/loop'), onThisMachine)).rejects.toThrow(
      'redirects more than 3 times',
    );
  });
});
