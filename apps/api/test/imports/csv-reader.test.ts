import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCsvBatches, readCsvHead, readCsvRows } from '../../src/imports/csv-reader';

/** The rows of a CSV delivered in the given chunks, as a file stream would cut it. */
async function rowsOf(...chunks: Array<string | Buffer>): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const row of readCsvRows(
    Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c))),
  )) {
    rows.push(row);
  }
  return rows;
}

describe('stock CSV reader', () => {
  it('reads quoted fields holding commas, doubled quotes and line breaks', async () => {
    expect(
      await rowsOf(
        'siren,denomination,adresse\n123,"CABINET DUPONT, MARTIN","LE ""PETIT"" PONT"\n456,"LIGNE 1\nLIGNE 2",x\n',
      ),
    ).toEqual([
      ['siren', 'denomination', 'adresse'],
      ['123', 'CABINET DUPONT, MARTIN', 'LE "PETIT" PONT'],
      ['456', 'LIGNE 1\nLIGNE 2', 'x'],
    ]);
  });

  it('drops the carriage return of Windows line ends, quoted last field included', async () => {
    expect(await rowsOf('a,b\r\n1,2\r\n3,"4"\r\n5,\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', ''],
    ]);
  });

  it('reads a last row without a line end', async () => {
    expect(await rowsOf('a,b\n1,"2"')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('reads a row whose quoted field, doubled quote or accented letter is cut between two chunks', async () => {
    expect(await rowsOf('a,b\n1,"DUPONT, ', 'MARTIN"\n2,"LE ""PETIT""', '"" PONT"\n')).toEqual([
      ['a', 'b'],
      ['1', 'DUPONT, MARTIN'],
      ['2', 'LE "PETIT"" PONT'],
    ]);
    // "é" is two bytes in UTF-8: a chunk ending between them must not garble it.
    const bytes = Buffer.from('a\n"SOCIÉTÉ"\n');
    const cut = bytes.indexOf(0xc3) + 1;
    expect(await rowsOf(bytes.subarray(0, cut), bytes.subarray(cut))).toEqual([['a'], ['SOCIÉTÉ']]);
  });

  it('reads only the selected columns once the header is known, quoted rows whole', async () => {
    const selection: { keep?: boolean[] } = {};
    const rows: string[][] = [];
    const input = Readable.from([Buffer.from('a,b,c\n'), Buffer.from('1,2,3\r\n4,"5,5",6\n7,8,9')]);
    for await (const batch of readCsvBatches(input, selection)) {
      rows.push(...batch.rows);
      selection.keep = [true, false, true];
    }
    expect(rows).toEqual([
      ['a', 'b', 'c'],
      ['1', undefined, '3'],
      ['4', '5,5', '6'],
      ['7', '8', '9'],
    ]);
  });

  it('tells the file line each row starts on, a quoted line break counted across chunks', async () => {
    const lines: number[] = [];
    const input = Readable.from([Buffer.from('a,b\n1,"x\n'), Buffer.from('y"\n2,3\n4,"5"\n')]);
    for await (const batch of readCsvBatches(input)) lines.push(...batch.lines);
    expect(lines).toEqual([1, 2, 4, 5]);
  });

  it('reads the header apart from the rows, and refuses an empty file', async () => {
    const { head, chunks } = await readCsvHead(
      Readable.from([Buffer.from('a;b\n1;2\n')]),
      {},
      { separator: ';' },
    );
    const rest: { rows: string[][]; lines: number[] }[] = [];
    for await (const chunk of chunks) rest.push(chunk);
    expect(head).toEqual(['a', 'b']);
    expect(rest).toEqual([{ rows: [['1', '2']], lines: [2] }]);
    await expect(readCsvHead(Readable.from([]))).rejects.toThrow('empty file');
  });

  it('fails loudly on an unclosed quote, naming the line the row starts on', async () => {
    await expect(rowsOf('a,b\n1,2\n3,"no end\n4,5\n')).rejects.toThrow(
      'Malformed CSV: unclosed quote in the row starting at line 3',
    );
    // A quoted line break counts: the bad row starts on line 4.
    await expect(rowsOf('a,b\n1,"x\ny"\n3,"no end\n')).rejects.toThrow(/starting at line 4$/);
  });

  it('stops an unclosed quote from buffering the rest of a large file', async () => {
    const filler = `${'1,2\n'.repeat(300_000)}`;
    await expect(rowsOf('a,b\n9,"open\n', filler, filler)).rejects.toThrow(/unclosed quote.*line 2$/);
  });
});
