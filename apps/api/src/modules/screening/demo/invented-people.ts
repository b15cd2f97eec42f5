import type { ScreenedPerson } from '@app/domain';
import { random } from '../../../registry/demo/generate-register';
import { FIRST_NAMES_F, FIRST_NAMES_M, SURNAMES } from '../../../registry/demo/names';

const capitalized = (name: string) =>
  name
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

/**
 * Invented French healthcare professionals to screen: random combinations of the common French
 * first names and surnames the demo registers use, never a real person. Deterministic (the same
 * seed gives the same people): a third of them with a second given name, a quarter of the women
 * with a married name beside their birth name, born between 1945 and 2000, French.
 */
export function inventedFrenchPeople(count: number, seed = 20261128): ScreenedPerson[] {
  const rng = random(seed);
  const people: ScreenedPerson[] = [];
  for (let i = 0; i < count; i += 1) {
    const woman = rng.next() < 0.5;
    const given = () => capitalized(rng.pick(woman ? FIRST_NAMES_F : FIRST_NAMES_M));
    const first = given();
    const second = rng.next() < 0.33 ? given() : null;
    const family = capitalized(rng.pick(SURNAMES));
    const married = woman && rng.next() < 0.25 ? capitalized(rng.pick(SURNAMES)) : null;
    const month = String(rng.int(1, 12)).padStart(2, '0');
    const day = String(rng.int(1, 28)).padStart(2, '0');
    people.push({
      firstNames: second && second !== first ? `${first} ${second}` : first,
      lastName: married ?? family,
      birthName: married ? family : null,
      birthDate: `${rng.int(1945, 2000)}-${month}-${day}`,
      nationalities: ['FR'],
    });
  }
  return people;
}
