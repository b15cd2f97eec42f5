import type { FileParser } from './import-source';

/** The `parser` a source's module exports, loaded by its address (as a worker thread must). */
export async function loadParser(module: URL | string): Promise<FileParser<unknown>> {
  const { parser } = (await import(module.toString())) as { parser?: FileParser<unknown> };
  if (typeof parser?.open !== 'function') throw new Error(`${module.toString()} exports no file parser`);
  return parser;
}
