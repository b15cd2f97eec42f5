/**
 * A name as the directory comparison reads it: accents, case, hyphens and apostrophes ignored
 * ("Marie-Hélène D'Aubigné" -> "marie helene d aubigne").
 */
export function normalizePersonName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const words = (value: string) => normalizePersonName(value).split(' ').filter(Boolean);

export interface DeclaredName {
  first_name: string | null | undefined;
  last_name: string | null | undefined;
  /** The birth name when the person declares another one (practice under a married name or not). */
  birth_name?: string | null;
}

export interface DirectoryName {
  /** `Nom d'exercice`: the name the professional practises under. */
  last_name: string;
  first_name: string;
}

/** Every word of the shorter name appears in the longer one: "Martin" matches "Martin Durand". */
function sameFamilyName(declared: string, practice: string): boolean {
  const a = words(declared);
  const b = words(practice);
  if (a.length === 0 || b.length === 0) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.every((word) => long.includes(word));
}

/**
 * Whether the declared person is the directory's practitioner. The directory holds the practice
 * name, which may be the birth name or a married (compound) name: the declared last name or birth
 * name may match it, wholly or as a part of a compound name. The first names must share their
 * first word ("Jean" matches "Jean-Pierre" only as a compound's part, not as another person).
 */
export function namesMatch(declared: DeclaredName, directory: DirectoryName): boolean {
  const declaredFirst = words(declared.first_name ?? '');
  const directoryFirst = words(directory.first_name);
  if (declaredFirst.length === 0 || directoryFirst.length === 0) return false;
  if (declaredFirst[0] !== directoryFirst[0]) return false;
  return [declared.last_name, declared.birth_name].some(
    (name) => typeof name === 'string' && sameFamilyName(name, directory.last_name),
  );
}
