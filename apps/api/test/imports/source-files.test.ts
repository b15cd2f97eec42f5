import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFilesOf } from '../../src/imports/source-files';
import { zipOf } from '../registry/registry-fixtures';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('source files', () => {
  it('identifies a file by the SHA-256 of all its bytes: a change past its first megabyte is a new publication', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'source-files-')), 'list.csv');
    const published = Buffer.alloc(3 * 1024 * 1024, 'a');
    writeFileSync(path, published);
    const [first] = await sourceFilesOf(path, ['.csv']);
    expect(first).toMatchObject({
      name: 'list.csv',
      fingerprint: sha256(published),
      totalBytes: published.length,
    });

    // The same size, one byte changed near the end: an amended list.
    const amended = Buffer.from(published);
    amended[amended.length - 1] = 'b'.charCodeAt(0);
    writeFileSync(path, amended);
    const [second] = await sourceFilesOf(path, ['.csv']);
    expect(second?.fingerprint).toBe(sha256(amended));
    expect(second?.key).not.toBe(first?.key);

    writeFileSync(path, published);
    const [again] = await sourceFilesOf(path, ['.csv']);
    expect(again?.key).toBe(first?.key);
  });

  it("lists an archive's entries with the source's extensions, each known by the archive's fingerprint", async () => {
    const zip = zipOf({
      'PS_LibreAcces_Personne_activite.txt': Buffer.from('a|b|\n'),
      'etalab_stock.csv': Buffer.from('finess;etalab\n'),
      'notice.pdf': Buffer.from('%PDF'),
    });
    const files = await sourceFilesOf(zip, ['.csv', '.txt']);
    expect(files.map((file) => [file.name, file.totalBytes])).toEqual([
      ['stock.zip!PS_LibreAcces_Personne_activite.txt', 5],
      ['stock.zip!etalab_stock.csv', 14],
    ]);
    const [practitioners, establishments] = files;
    expect(practitioners?.fingerprint).toBe(establishments?.fingerprint);
    expect(practitioners?.key).not.toBe(establishments?.key);
  });
});
