import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { makeElf, makeExe, makeJpeg, makePdf, makePng } from './fixtures';
import { multipart, streamedMultipart } from './multipart';
import { documentRows, storedFiles } from './subjects';

const MB = 1024 * 1024;

describe('user documents', () => {
  let t: TestApp;
  let user: TestUser;
  let pdf: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_API_URL: 'https://api.example.test' } });
    pdf = await makePdf();
  });
  afterAll(async () => {
    await t.close();
  });

  async function freshUser() {
    user = await createTestUser(t.deps);
    return user;
  }

  const upload = (
    path: string,
    body: { payload: Buffer | Readable; headers: Record<string, string> },
    headers: Record<string, string> = user.headers,
  ) =>
    t.app.inject({
      method: 'POST',
      url: path,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });

  it('stores a PDF, a JPEG and a PNG, detected by content, and lists them', async () => {
    await freshUser();
    const res = await upload(
      '/user/documents/identity_card?archive=false',
      multipart([
        { filename: 'carte recto.pdf', content: pdf, contentType: 'application/pdf' },
        // The browser's claimed type is ignored: the bytes decide.
        { filename: 'verso.jpg', content: makeJpeg(), contentType: 'application/pdf' },
        { filename: 'photo.png', content: makePng() },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const uploaded = res.json();
    expect(uploaded).toHaveLength(3);
    expect(uploaded.map((doc: { mime_type: string }) => doc.mime_type)).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
    ]);
    const first = uploaded[0];
    expect(first).toMatchObject({
      type: 'identity_card',
      name: 'carte recto.pdf',
      filename: 'carte recto.pdf',
      url: `https://api.example.test/documents/${first.id}`,
      deleteUrl: `https://api.example.test/user/documents/identity_card/${first.id}`,
      size: pdf.length,
    });
    expect(Math.abs(first.updated_at - Date.now() / 1000)).toBeLessThan(60);

    const proof = await upload(
      '/user/documents/address_proof',
      multipart([{ filename: 'facture.png', content: makePng() }]),
    );
    expect(proof.statusCode).toBe(201);
    expect(proof.json()[0].type).toBe('proof_of_address');

    const list = await t.app.inject({ method: 'GET', url: '/user/documents', headers: user.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((doc: { type: string; filename: string }) => [doc.type, doc.filename])).toEqual([
      ['identity_card', 'carte recto.pdf'],
      ['identity_card', 'verso.jpg'],
      ['identity_card', 'photo.png'],
      ['proof_of_address', 'facture.png'],
    ]);
    const rows = await documentRows(t.deps, user.id);
    expect(rows.every((row) => row.sha256.length === 64 && row.storage_key !== row.id)).toBe(true);
  });

  it('serves back the same bytes under the original name, privately', async () => {
    await freshUser();
    const name = "Pièce d'identité (recto).pdf";
    const [doc] = (
      await upload('/user/documents/identity_card', multipart([{ filename: name, content: pdf }]))
    ).json();
    const res = await t.app.inject({ method: 'GET', url: `/documents/${doc.id}`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Piece d'identite (recto).pdf"; filename*=UTF-8''Pi%C3%A8ce%20d%27identit%C3%A9%20%28recto%29.pdf`,
    );
    expect(decodeURIComponent(String(res.headers['content-disposition']).split("UTF-8''")[1] ?? '')).toBe(
      name,
    );
  });

  it('keeps the file encrypted on disk, and answers a clear error when it was tampered with', async () => {
    await freshUser();
    const [doc] = (
      await upload('/user/documents/identity_card', multipart([{ filename: 'id.pdf', content: pdf }]))
    ).json();
    const [row] = await documentRows(t.deps, user.id);
    const path = join(
      t.deps.config.dataDir,
      'documents',
      row?.storage_key.slice(0, 2) ?? '',
      row?.storage_key ?? '',
    );
    const onDisk = readFileSync(path);
    expect(onDisk.includes(pdf.subarray(0, 64))).toBe(false);
    expect(onDisk.includes(Buffer.from('%PDF'))).toBe(false);

    onDisk[onDisk.length - 40] = (onDisk[onDisk.length - 40] ?? 0) ^ 0xff;
    writeFileSync(path, onDisk);
    const res = await t.app.inject({
      method: 'GET',
      url: `/documents/${doc.id}`,
      headers: { ...user.headers, 'x-language': 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'not_found',
      message: 'This document cannot be read: it was damaged. Please upload it again.',
      reason: 'unreadable',
    });
    expect(res.rawPayload.includes(pdf.subarray(0, 16))).toBe(false);
  });

  it.each([
    ['an ELF executable', makeElf()],
    ['a Windows executable', makeExe()],
    ['a text file', Buffer.from('Ceci est un simple fichier texte, pas un PDF.\n')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s named .pdf, listing the allowed types, and stores nothing', async (_label, content) => {
    await freshUser();
    const res = await upload(
      '/user/documents/identity_card',
      multipart([{ filename: 'scan.pdf', content, contentType: 'application/pdf' }]),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'unsupported_media_type',
      message: 'Format incorrect\u00a0: seuls les fichiers PDF, JPEG et PNG sont acceptés',
      fields: { files: 'Format incorrect\u00a0: seuls les fichiers PDF, JPEG et PNG sont acceptés' },
      reason: 'invalid_type',
      allowed_types: ['application/pdf', 'image/jpeg', 'image/png'],
    });
    expect(await documentRows(t.deps, user.id)).toEqual([]);
  });

  it('accepts a file of exactly 25 MB and refuses 25 MB + 1 byte, naming the maximum', async () => {
    await freshUser();
    const head = pdf.subarray(0, 1024);
    const exact = streamedMultipart('big.pdf', head, 25 * MB);
    const accepted = await upload('/user/documents/identity_card', exact);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()[0].size).toBe(25 * MB);
    const before = storedFiles(t.deps.config.dataDir);

    const tooBig = streamedMultipart('too-big.pdf', head, 25 * MB + 1);
    const refused = await upload('/user/documents/proof_of_address', tooBig, {
      ...user.headers,
      'x-language': 'de',
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      code: 'payload_too_large',
      message: 'Die Datei ist zu groß (maximale Größe: 25 MB)',
      reason: 'file_too_large',
      max_file_bytes: 25 * MB,
    });
    expect((await documentRows(t.deps, user.id)).map((row) => row.type)).toEqual(['identity_card']);
    expect(storedFiles(t.deps.config.dataDir)).toEqual(before);
  }, 60_000);

  it('says in French that the file is too large, with the maximum', async () => {
    await freshUser();
    const res = await upload(
      '/user/documents/identity_card',
      streamedMultipart('too-big.pdf', pdf.subarray(0, 1024), 25 * MB + 1),
    );
    expect(res.json().message).toBe('Le fichier est trop volumineux (taille maximale\u00a0: 25 Mo)');
  }, 60_000);

  it('refuses 11 files at once, and counts the files already in the slot', async () => {
    await freshUser();
    const png = makePng();
    const eleven = multipart(
      Array.from({ length: 11 }, (_, i) => ({ filename: `page-${i}.png`, content: png })),
    );
    const before = storedFiles(t.deps.config.dataDir);
    const res = await upload('/user/documents/identity_card', eleven);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Trop de fichiers\u00a0: 10 au maximum',
      fields: { files: 'Trop de fichiers\u00a0: 10 au maximum' },
      reason: 'too_many_files',
      max_files: 10,
    });
    expect(await documentRows(t.deps, user.id)).toEqual([]);
    expect(storedFiles(t.deps.config.dataDir)).toEqual(before);

    const nine = multipart(Array.from({ length: 9 }, (_, i) => ({ filename: `p${i}.png`, content: png })));
    expect((await upload('/user/documents/identity_card', nine)).statusCode).toBe(201);
    const two = multipart([
      { filename: 'a.png', content: png },
      { filename: 'b.png', content: png },
    ]);
    expect((await upload('/user/documents/identity_card', two)).statusCode).toBe(422);
    expect(await documentRows(t.deps, user.id)).toHaveLength(9);
    // Another slot has its own count.
    expect((await upload('/user/documents/proof_of_address', two)).statusCode).toBe(201);
  });

  it('stores nothing at all when one file of the request is refused', async () => {
    await freshUser();
    const before = storedFiles(t.deps.config.dataDir);
    const res = await upload(
      '/user/documents/identity_card',
      multipart([
        { filename: 'ok.pdf', content: pdf },
        { filename: 'ok.png', content: makePng() },
        { filename: 'virus.pdf', content: makeExe() },
      ]),
    );
    expect(res.statusCode).toBe(415);
    expect(await documentRows(t.deps, user.id)).toEqual([]);
    expect(storedFiles(t.deps.config.dataDir)).toEqual(before);
  });

  it('asks for a file when the request carries none', async () => {
    await freshUser();
    const res = await upload('/user/documents/identity_card', multipart([], { note: 'nothing' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ reason: 'no_file', message: 'Veuillez joindre au moins un fichier.' });
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/user/documents/identity_card',
      headers: user.headers,
      payload: { files: 'x' },
    });
    expect(notMultipart.statusCode).toBe(422);
  });

  it('refuses an unknown slot', async () => {
    await freshUser();
    const res = await upload('/user/documents/passport', multipart([{ filename: 'a.pdf', content: pdf }]));
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toHaveProperty('type');
  });

  it('replaces the slot with archive=true, and keeps adding by default', async () => {
    await freshUser();
    const png = makePng();
    await upload('/user/documents/identity_card', multipart([{ filename: 'old.png', content: png }]));
    await upload(
      '/user/documents/identity_card?archive=false',
      multipart([{ filename: 'added.png', content: png }]),
    );
    await upload(
      '/user/documents/identity_card?archive=true',
      multipart([{ filename: 'new.png', content: png }]),
    );
    const list = await t.app.inject({ method: 'GET', url: '/user/documents', headers: user.headers });
    expect(list.json().map((doc: { filename: string }) => doc.filename)).toEqual(['new.png']);
  });

  it('deletes a document: gone from the list, from the URL and from the disk', async () => {
    await freshUser();
    const [kept, removed] = (
      await upload(
        '/user/documents/identity_card',
        multipart([
          { filename: 'kept.png', content: makePng() },
          { filename: 'removed.pdf', content: pdf },
        ]),
      )
    ).json();
    const storageKey =
      (await documentRows(t.deps, user.id)).find((row) => row.id === removed.id)?.storage_key ?? '';
    expect(await t.deps.storage.exists(storageKey)).toBe(true);

    const wrongSlot = await t.app.inject({
      method: 'DELETE',
      url: `/user/documents/proof_of_address/${removed.id}`,
      headers: user.headers,
    });
    expect(wrongSlot.statusCode).toBe(404);

    const res = await t.app.inject({ method: 'DELETE', url: removed.deleteUrl, headers: user.headers });
    expect(res.statusCode).toBe(204);
    expect(await t.deps.storage.exists(storageKey)).toBe(false);
    const list = await t.app.inject({ method: 'GET', url: '/user/documents', headers: user.headers });
    expect(list.json().map((doc: { id: string }) => doc.id)).toEqual([kept.id]);
    const get = await t.app.inject({ method: 'GET', url: `/documents/${removed.id}`, headers: user.headers });
    expect(get.statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url: removed.deleteUrl, headers: user.headers });
    expect(again.statusCode).toBe(404);

    const generic = await t.app.inject({
      method: 'DELETE',
      url: `/documents/${kept.id}`,
      headers: user.headers,
    });
    expect(generic.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/user/documents', headers: user.headers })).json(),
    ).toEqual([]);
  });

  it('requires a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/user/documents' });
    expect(res.statusCode).toBe(401);
    const post = await t.app.inject({
      method: 'POST',
      url: '/user/documents/identity_card',
      ...multipart([{ filename: 'a.png', content: makePng() }]),
    });
    expect(post.statusCode).toBe(401);
  });
});
