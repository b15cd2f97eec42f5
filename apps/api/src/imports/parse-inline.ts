import { mapRows } from './map-rows';
import type { ParsedFile, ParseRequest } from './parsed-file';
import { loadParser } from './parser-module';
import { openSourceFile } from './source-files';

/** Parses a file in the importing thread, between its writes: for sources whose parsing is light. */
export async function parseInline(request: ParseRequest): Promise<ParsedFile> {
  const parser = await loadParser(request.parser);
  let bytes = 0;
  const input = await openSourceFile(request.ref, (n) => {
    bytes += n;
  });
  const file = await parser.open(input, request.fileName, request.fileKey).catch((error: unknown) => {
    input.destroy();
    throw error;
  });
  return {
    kind: file.kind,
    publishedOn: file.publishedOn,
    read(start, onSkipped, write) {
      const options = { batchSize: request.batchSize, nullAs: null, onSkipped };
      return mapRows(file, start, options, ({ values, count, seen, rejected }) =>
        write({ rows: { values, count }, seen, rejected, bytes }),
      );
    },
    async close() {
      input.destroy();
    },
  };
}
