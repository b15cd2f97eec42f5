import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/test-user';
import { makeJpeg, makePng } from './fixtures';
import { multipart } from './multipart';
import { documentRows, storedFiles } from './subjects';

/**
 * Images are decoded under a pixel limit before they are kept: a PNG declaring 30000x30000
 * pixels (a decompression bomb) and a JPEG cut short are refused with 422 and a clear message,
 * and nothing of them is stored.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small file whose header declares width x height RGB pixels. */
function pixelFlood(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(name: string, content: Buffer) {
  const user = await createTestUser(t.deps);
  const body = multipart([{ filename: name, content, contentType: 'image/png' }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/user/documents/identity_card',
    headers: { ...user.headers, ...body.headers, 'x-language': 'en' },
    payload: body.payload,
  });
  return { user, response };
}

describe('image uploads', () => {
  it('refuses a PNG declaring 30000 x 30000 pixels, storing nothing', async () => {
    const files = storedFiles(t.deps.config.dataDir).length;
    const { user, response } = await upload('bomb.png', pixelFlood(30_000, 30_000));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().fields.files).toBe(
      'This image is too large (more than 50 million pixels): reduce its size before sending it.',
    );
    expect(await documentRows(t.deps, user.id)).toEqual([]);
    expect(storedFiles(t.deps.config.dataDir).length).toBe(files);
  });

  it.each([
    ['a JPEG cut short', makeJpeg().subarray(0, makeJpeg().length - 6)],
    ['a PNG cut short', makePng(64, 64).subarray(0, 60)],
  ])('refuses %s, storing nothing', async (_what, content) => {
    const files = storedFiles(t.deps.config.dataDir).length;
    const { user, response } = await upload('cut.jpg', content);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().fields.files).toBe(
      'This image is unreadable or incomplete: send it again or choose another file.',
    );
    expect(await documentRows(t.deps, user.id)).toEqual([]);
    expect(storedFiles(t.deps.config.dataDir).length).toBe(files);
  });

  it('keeps a whole JPEG and PNG', async () => {
    for (const [name, content] of [
      ['photo.jpg', makeJpeg()],
      ['scan.png', makePng(300, 200)],
    ] as const) {
      const { response } = await upload(name, content);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(201);
    }
  });
});
