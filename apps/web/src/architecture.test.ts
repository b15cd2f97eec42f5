import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The web app's layers: the shell (app/) puts the features together; a feature (features/<x>/)
// uses only what is shared (shared/, lib/, components/, locales/, styles/) and itself, so a
// feature can change without reading another one; the shared layers know no feature nor the shell,
// and shared/ (journey, documents, company fields...) builds on lib/ and components/, not the reverse.

const SRC = dirname(fileURLToPath(import.meta.url));

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Static, side-effect (CSS), dynamic and mocked imports of a relative module. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** `features/company/x.tsx` -> `features/company`; `shared/journey/paths.ts` -> `shared`. */
function areaOf(path: string): string {
  const [top = '', feature = ''] = relative(SRC, path).split(sep);
  return top === 'features' ? `features/${feature}` : top;
}

interface Import {
  file: string;
  target: string;
}

function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((match) => ({
    file: relative(SRC, file),
    target: areaOf(resolve(dirname(file), match[1] ?? '')),
  }));
}

const SHARED_AREAS = new Set(['shared', 'lib', 'components', 'locales', 'styles']);

const importsFrom = (top: string) => sourceFiles(join(SRC, top)).flatMap(importsOf);

const describeImport = ({ file, target }: Import) => `${file} -> ${target}`;

describe('architecture: features never import the shell nor each other', () => {
  it('a feature imports itself and the shared folders only', () => {
    const wrong = importsFrom('features').filter(
      (entry) => !SHARED_AREAS.has(entry.target) && entry.target !== areaOf(join(SRC, entry.file)),
    );
    expect(wrong.map(describeImport)).toEqual([]);
  });

  it('shared/, lib/ and components/ import neither app/ nor a feature', () => {
    const wrong = ['shared', 'lib', 'components']
      .flatMap(importsFrom)
      .filter((entry) => entry.target === 'app' || entry.target.startsWith('features/'));
    expect(wrong.map(describeImport)).toEqual([]);
  });

  it('lib/ and components/ are below shared/: they do not import it', () => {
    const wrong = ['lib', 'components'].flatMap(importsFrom).filter((entry) => entry.target === 'shared');
    expect(wrong.map(describeImport)).toEqual([]);
  });

  it('reads the imports it checks (the pattern still matches this code base)', () => {
    const shell = importsFrom('app').map((entry) => entry.target);
    expect(shell).toContain('shared');
    expect(shell).toContain('features/home');
  });
});

// The domain's translate(), messages and their kin read the catalogues of all three languages;
// the web downloads its visitor's only and translates with lib/domain-messages.ts.
const THREE_CATALOGUES = [
  'translate',
  'messages',
  'isMessage',
  'isMessageKey',
  'parseMessage',
  'inEveryLanguage',
];

describe("architecture: the domain's messages in one language", () => {
  it("no module of the app imports what reads the domain's three catalogues", () => {
    const wrong = sourceFiles(SRC)
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .flatMap((file) =>
        [
          ...readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]@app\/domain['"]/g),
        ].flatMap(([, names = '']) =>
          names
            .split(',')
            .map((name) => name.trim().replace(/^type\s+/, ''))
            .filter((name) => THREE_CATALOGUES.includes(name))
            .map((name) => `${relative(SRC, file)}: ${name}`),
        ),
      );
    expect(wrong).toEqual([]);
  });
});
