import { type FileHandle, mkdir, open } from 'node:fs/promises';
import { dirname } from 'node:path';
import { type Checkpoint, checkpointLine, parseCheckpointLine } from './checkpoint';
import type { CheckpointStore, StoredCheckpoint } from './checkpoint-store';

/** How much of the file's end is read to find the last checkpoint (some 250 lines). */
const TAIL_BYTES = 64 * 1024;

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

async function lastByte(file: FileHandle, size: number): Promise<string> {
  const buffer = Buffer.alloc(1);
  await file.read(buffer, 0, 1, size - 1);
  return buffer.toString('utf8');
}

/**
 * The checkpoints as lines of a file, one checkpoint a line. The file is only ever opened to
 * append (O_APPEND: each line is one write at the end, whatever another process does), so it can
 * be made append-only by the system (`chattr +a`); each line is flushed to the disk before the
 * call returns.
 */
export function createCheckpointFile(path: string): CheckpointStore {
  return {
    description: path,

    async append(checkpoint: Checkpoint) {
      await mkdir(dirname(path), { recursive: true });
      const file = await open(path, 'a+', 0o640);
      try {
        const { size } = await file.stat();
        // A line cut short (a crash mid-write) stays a line of its own: the next one starts afresh.
        const separator = size > 0 && (await lastByte(file, size)) !== '\n' ? '\n' : '';
        await file.write(`${separator}${checkpointLine(checkpoint)}\n`);
        await file.datasync();
      } finally {
        await file.close();
      }
    },

    async latest() {
      let file: FileHandle;
      try {
        file = await open(path, 'r');
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      try {
        const { size } = await file.stat();
        const length = Math.min(size, TAIL_BYTES);
        const buffer = Buffer.alloc(length);
        await file.read(buffer, 0, length, size - length);
        const lines = buffer.toString('utf8').split('\n');
        for (let index = lines.length - 1; index >= 0; index -= 1) {
          const checkpoint = parseCheckpointLine(lines[index] ?? '');
          if (checkpoint) return checkpoint;
        }
        return null;
      } finally {
        await file.close();
      }
    },

    async readAll() {
      let file: FileHandle;
      try {
        file = await open(path, 'r');
      } catch (error) {
        if (missing(error)) return [];
        throw error;
      }
      const stored: StoredCheckpoint[] = [];
      try {
        for await (const text of file.readLines({ encoding: 'utf8', autoClose: false })) {
          stored.push({ line: stored.length + 1, checkpoint: parseCheckpointLine(text) });
        }
      } finally {
        await file.close();
      }
      return stored;
    },
  };
}
