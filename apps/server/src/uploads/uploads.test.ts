import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { uploadSrcSet } from '@buildright/api/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import uploadsPlugin from './index.ts';
import { localImageStore } from './store.ts';

let app: FastifyInstance;
let uploadsDir: string;

/** A minimal host: sessions as the real server has them, and a way to become admin or customer. */
async function buildApp(dir: string) {
  const instance = Fastify();
  await instance.register(fastifyCookie);
  await instance.register(fastifySession, {
    secret: 'a-test-secret-that-is-at-least-32-characters-long',
    cookieName: 'sid',
    saveUninitialized: false,
    cookie: { secure: false },
  });
  instance.post<{ Body: { as: 'admin' | 'customer' } }>('/test/sign-in', async (request) => {
    if (request.body.as === 'admin') request.session.set('adminId', 1);
    else request.session.set('customerId', 7);
    return { ok: true };
  });
  // The real app asks the staff role table (tested with every role in staff/roles.test.ts).
  const authorize = async (request: FastifyRequest) => {
    if (request.session.get('adminId') === undefined) {
      throw Object.assign(new Error('Please sign in as an administrator'), { statusCode: 401 });
    }
  };
  await instance.register(uploadsPlugin, { store: localImageStore(dir), authorize });
  return instance;
}

async function signIn(as: 'admin' | 'customer'): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/test/sign-in', payload: { as } });
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('No session cookie');
  return `sid=${cookie.value}`;
}

function upload(bytes: Uint8Array, fileName: string, cookie?: string, type = 'image/jpeg') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), fileName);
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: form,
    headers: cookie ? { cookie } : {},
  });
}

function png(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 20 } },
  })
    .png()
    .toBuffer();
}

beforeEach(async () => {
  uploadsDir = await mkdtemp(join(tmpdir(), 'uploads-test-'));
  app = await buildApp(uploadsDir);
});

afterEach(async () => {
  await app.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

describe('POST /api/uploads', () => {
  it('refuses visitors and customers', async () => {
    const image = await png(20, 20);
    const anonymous = await upload(image, 'photo.png');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: 'Please sign in as an administrator' });

    const customer = await upload(image, 'photo.png', await signIn('customer'));
    expect(customer.statusCode).toBe(401);
    expect(await readdir(uploadsDir)).toEqual([]);
  });

  it('judges a file by its bytes, not its name or content type', async () => {
    const text = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const response = await upload(text, 'innocent.jpg', await signIn('admin'), 'image/jpeg');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please upload only image files (JPEG, PNG, GIF)' });

    const webp = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#000' },
    })
      .webp()
      .toBuffer();
    const other = await upload(webp, 'picture.png', await signIn('admin'), 'image/png');
    expect(other.statusCode).toBe(400);
    expect(await readdir(uploadsDir)).toEqual([]);
  });

  it('refuses files of 5 MB and more', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(await png(10, 10));
    const response = await upload(big, 'huge.png', await signIn('admin'), 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'File size must be less than 5MB' });
    expect(await readdir(uploadsDir)).toEqual([]);
  });

  it('asks for a file when the request has none', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: { file: 'nope' },
      headers: { cookie: await signIn('admin') },
    });
    expect(response.statusCode).toBe(400);
  });

  it('stores a PNG under a random name with resized WebP versions', async () => {
    const response = await upload(
      await png(1600, 800),
      'Excavator Bucket.png',
      await signIn('admin'),
      'image/png',
    );
    expect(response.statusCode).toBe(201);
    const body = response.json<{ url: string; thumbnailUrl: string; alt: string }>();
    expect(body.alt).toBe('Excavator Bucket');
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(body.thumbnailUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}-400\.webp$/);

    const web = await sharp(
      await readFile(join(uploadsDir, body.url.slice('/uploads/'.length))),
    ).metadata();
    expect([web.format, web.width, web.height]).toEqual(['webp', 1200, 600]);
    const thumbnail = await sharp(
      await readFile(join(uploadsDir, body.thumbnailUrl.slice('/uploads/'.length))),
    ).metadata();
    expect([thumbnail.format, thumbnail.width]).toEqual(['webp', 400]);
    expect((await readdir(uploadsDir)).filter((f) => f.endsWith('-original.png'))).toHaveLength(1);
    // The shop finds the thumbnail from the image's url alone.
    expect(uploadSrcSet(body.url)).toBe(`${body.thumbnailUrl} 400w, ${body.url} 1200w`);
  });

  it('never enlarges a small image and keeps a GIF animated', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 30, height: 20, channels: 4, background } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#ff0000'), await frame('#0000ff')], {
      join: { animated: true },
    })
      .gif({ delay: [100, 100] })
      .toBuffer();
    const response = await upload(gif, 'spin.gif', await signIn('admin'), 'image/gif');
    expect(response.statusCode).toBe(201);
    const { url } = response.json<{ url: string }>();
    const meta = await sharp(await readFile(join(uploadsDir, url.slice('/uploads/'.length))), {
      animated: true,
    }).metadata();
    expect([meta.format, meta.width, meta.pages]).toEqual(['webp', 30, 2]);
  });
});
