import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The API's layers: routes (HTTP) call services; a service (modules/<x>/) holds the rules and
// reads and writes through the repositories (db/repositories/) or its own module's queries; the
// services are put together once, in services.ts, which hands each one what it needs of the
// others by name. So a module can change without reading another one, and no request reaches
// the database but through a service.

const API = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(API, 'src');
const DOMAIN = resolve(API, '../../packages/domain/src');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mts|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

interface Import {
  /** The importing file, from the package's root. */
  file: string;
  /** The module named: a path from the package's root for a relative one, else as written. */
  target: string;
  typeOnly: boolean;
}

/** Static (`import … from`, `export … from`) and dynamic imports, with whether they bring types only. */
const IMPORT =
  /\b(import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string, root: string): Import[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((match) => {
    const written = match[3] ?? match[4] ?? '';
    const target = written.startsWith('.') ? relative(root, resolve(dirname(file), written)) : written;
    return { file: relative(root, file), target: target.split(sep).join('/'), typeOnly: Boolean(match[2]) };
  });
}

const importsUnder = (folder: string) =>
  sourceFiles(join(SRC, folder)).flatMap((file) => importsOf(file, SRC));
const describeImport = ({ file, target }: Import) => `${file} -> ${target}`;

/** `modules/companies/x.ts` -> `modules/companies`; other folders count as one area each. */
function moduleOf(path: string): string | undefined {
  const [top, name] = path.split('/');
  return top === 'modules' && name ? `modules/${name}` : undefined;
}

const DATABASE_DRIVERS = ['kysely', 'better-sqlite3', 'pg'];
const touchesDatabase = (target: string) =>
  target.startsWith('db/') || DATABASE_DRIVERS.includes(target) || /\.repository$/.test(target);

describe('architecture: routes → services → repositories → database', () => {
  it('routes and plugins never open the database nor a repository', () => {
    const wrong = [...importsUnder('routes'), ...importsUnder('plugins')].filter(
      (entry) => !entry.typeOnly && touchesDatabase(entry.target),
    );
    expect(wrong.map(describeImport)).toEqual([]);
  });

  it('routes reach the database through no dependency either (no `deps.db` in a route)', () => {
    const wrong = sourceFiles(join(SRC, 'routes')).filter((file) =>
      /\bdeps\.(db|engine|storage)\b|\{[^}]*\b(db|engine|storage)\b[^}]*\}\s*=\s*app\.deps/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(wrong.map((file) => relative(SRC, file))).toEqual([]);
  });

  it('a module reaches another only through the services hub: at most the types of its service or index', () => {
    const wrong = importsUnder('modules').filter((entry) => {
      const from = moduleOf(entry.file);
      const to = moduleOf(entry.target);
      if (!to || to === from) return false;
      const publicFace = entry.target === to || /(\.service|\/index)$/.test(entry.target);
      return !(entry.typeOnly && publicFace);
    });
    expect(wrong.map(describeImport)).toEqual([]);
  });

  it('a module is handed its repositories by the hub: it never builds one', () => {
    const wrong = ['modules', 'routes', 'plugins'].flatMap((folder) =>
      sourceFiles(join(SRC, folder)).flatMap((file) =>
        [
          ...readFileSync(file, 'utf8').matchAll(
            /\bimport\s*\{([^}]*)\}\s*from\s*['"][^'"]*repositories[^'"]*['"]/g,
          ),
        ]
          .flatMap(
            ([, names = '']) =>
              names.match(/\bcreate\w+Repository\b|\brepositories\b|\bpickRepositories\b/g) ?? [],
          )
          .map((name) => `${relative(SRC, file)}: ${name}`),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('modules never import routes, plugins nor the hub', () => {
    const wrong = importsUnder('modules').filter((entry) =>
      /^(routes|plugins)\/|^(services|app)$/.test(entry.target),
    );
    expect(wrong.map(describeImport)).toEqual([]);
  });

  it('repositories know no module, route nor plugin', () => {
    // The demo seed is a command that fills a database through the services: not a repository.
    const wrong = importsUnder('db')
      .filter((entry) => !/^db\/seed/.test(entry.file))
      .filter((entry) => /^(modules|routes|plugins)\//.test(entry.target));
    expect(wrong.map(describeImport)).toEqual([]);
  });

  it("only the hub builds a module's service", () => {
    const factories = sourceFiles(SRC)
      .filter((file) => !file.endsWith(`${sep}services.ts`) && !/-cli\.ts$/.test(file))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\bimport\s*\{([^}]*)\}\s*from\s*['"]([^'"]+\.service)['"]/g)]
          .filter(([, names = '', from = '']) => {
            const owner = moduleOf(
              relative(SRC, resolve(dirname(file), from))
                .split(sep)
                .join('/'),
            );
            const own = moduleOf(relative(SRC, file).split(sep).join('/'));
            return owner !== own && /\bcreate\w+Service\b/.test(names);
          })
          .map(([, , from]) => `${relative(SRC, file)} -> ${from}`),
      );
    expect(factories).toEqual([]);
  });

  it('reads the imports it checks (the pattern still matches this code base)', () => {
    const hub = importsOf(join(SRC, 'services.ts'), SRC).map((entry) => entry.target);
    expect(hub.some((target) => target.startsWith('modules/'))).toBe(true);
    expect(importsUnder('routes').some((entry) => entry.target === '@app/domain')).toBe(true);
    expect(importsUnder('modules').some((entry) => entry.typeOnly)).toBe(true);
  });
});

describe('architecture: the domain package stands alone', () => {
  it('imports no app and nothing outside itself but its libraries', () => {
    const wrong = sourceFiles(DOMAIN)
      .flatMap((file) => importsOf(file, DOMAIN))
      .filter((entry) => entry.target.startsWith('..') || /^@app\/(?!domain$)/.test(entry.target));
    expect(wrong.map(describeImport)).toEqual([]);
  });
});
