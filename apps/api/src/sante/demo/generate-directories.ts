import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import { readCsvRows } from '../../imports/csv-reader';
import { luhnKey, random } from '../../registry/demo/generate-register';
import { FIRST_NAMES_F, FIRST_NAMES_M, PLACE_NAMES, SURNAMES } from '../../registry/demo/names';
import type { PractitionerColumn } from '../import/layouts';
import { DEMO_DOCTOR } from './demo-files';
import { finessHeader, finessLine, practitionerHeader, practitionerLine } from './directory-lines';

export interface GenerateDirectoriesOptions {
  outDir: string;
  practitionersFile: string;
  establishmentsFile: string;
  /** Practitioner rows to write in all (the register's practices first, then invented ones). */
  rows: number;
  seed?: number;
  /** The demo company register (SIRENE stock files) whose practices the rows are placed at. */
  register?: { units: string; establishments: string };
  /** The extraction's day written in the FINESS header. */
  date?: string;
}

export interface GenerateDirectoriesResult {
  practitioners: number;
  establishments: number;
}

/** Profession (TRE_G15 code and label) by the register's activity code. */
const PROFESSION_BY_APE: Readonly<Record<string, readonly [string, string]>> = {
  '86.21Z': ['10', 'Médecin'],
  '86.22A': ['10', 'Médecin'],
  '86.22B': ['10', 'Médecin'],
  '86.22C': ['10', 'Médecin'],
  '86.23Z': ['40', 'Chirurgien-Dentiste'],
  '86.90D': ['60', 'Infirmier'],
  '86.90E': ['70', 'Masseur-Kinésithérapeute'],
  '47.73Z': ['21', 'Pharmacien'],
};
const RANDOM_PROFESSIONS = [
  ...Object.values(PROFESSION_BY_APE),
  ['50', 'Sage-Femme'],
  ['91', 'Orthophoniste'],
  ['80', 'Pédicure-Podologue'],
  ['26', 'Audioprothésiste'],
] as const;
const MODES = [
  ['L', 'Libéral'],
  ['S', 'Salarié'],
  ['B', 'Bénévole'],
] as const;

type Rng = ReturnType<typeof random>;

interface RegisterPractice {
  siret: string;
  siren: string;
  name: string;
  category: string;
  ape: string;
  person: { first: string; last: string } | null;
  postcode: string;
  city: string;
}

/** The demo register's practices: each unit with its head office's SIRET and address. */
async function readRegister(paths: { units: string; establishments: string }): Promise<RegisterPractice[]> {
  const heads = new Map<string, { siret: string; postcode: string; city: string }>();
  let header: string[] | undefined;
  for await (const row of readCsvRows(createReadStream(paths.establishments))) {
    if (!header) {
      header = row;
      continue;
    }
    const get = (column: string) => row[(header as string[]).indexOf(column)] ?? '';
    if (get('etablissementSiege') !== 'true') continue;
    heads.set(get('siren'), {
      siret: get('siret'),
      postcode: get('codePostalEtablissement'),
      city: get('libelleCommuneEtablissement'),
    });
  }
  const practices: RegisterPractice[] = [];
  header = undefined;
  for await (const row of readCsvRows(createReadStream(paths.units))) {
    if (!header) {
      header = row;
      continue;
    }
    const get = (column: string) => row[(header as string[]).indexOf(column)] ?? '';
    const head = heads.get(get('siren'));
    if (!head) continue;
    const last = get('nomUniteLegale');
    practices.push({
      ...head,
      siren: get('siren'),
      name: get('denominationUniteLegale') || `${get('prenom1UniteLegale')} ${last}`,
      category: get('categorieJuridiqueUniteLegale'),
      ape: get('activitePrincipaleUniteLegale'),
      person: last ? { first: get('prenomUsuelUniteLegale') || get('prenom1UniteLegale'), last } : null,
    });
  }
  return practices;
}

/** Exercise companies (SEL: 5385, 5485, 5585, 5685, 5785; SCP: 657x) have practitioners at their SIRET. */
const isExerciseCompany = (category: string) => /^5[3-7]85$/.test(category) || /^657\d$/.test(category);

async function write(stream: WriteStream, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}

const capitalized = (name: string) => name.charAt(0) + name.slice(1).toLowerCase();

/**
 * Writes a practitioners' extraction and a FINESS extraction in the official layouts, with
 * invented people only: practitioners at the demo register's practices (so company links and
 * search badges show), a known demo doctor, then invented practitioners up to `rows`.
 */
export async function generateDirectories(
  options: GenerateDirectoriesOptions,
): Promise<GenerateDirectoriesResult> {
  const rng: Rng = random(options.seed ?? 2026);
  const date = options.date ?? '2026-11-25';
  const practices = options.register ? await readRegister(options.register) : [];
  const out = createWriteStream(join(options.outDir, options.practitionersFile), { encoding: 'utf8' });
  let written = 0;
  let sequence = 0;
  const rppsNumber = () => {
    sequence += 1;
    const digits = `19${String(sequence).padStart(8, '0')}`;
    return `${digits}${luhnKey(digits)}`;
  };
  const adeliNumber = (department: string) => {
    sequence += 1;
    const digits = `${department}9${String(sequence % 100_000).padStart(5, '0')}`;
    return `${digits}${luhnKey(digits)}`;
  };
  let lines: string[] = [];
  const push = async (values: Partial<Record<PractitionerColumn, string>>) => {
    lines.push(practitionerLine(values));
    written += 1;
    if (lines.length >= 2000) {
      await write(out, `${lines.join('\n')}\n`);
      lines = [];
    }
  };
  const person = (
    number: string,
    first: string,
    last: string,
    [code, label]: readonly [string, string],
    place: { siret?: string; name?: string; postcode: string; city: string; structure?: string },
    mode: readonly [string, string] = ['L', 'Libéral'],
  ): Partial<Record<PractitionerColumn, string>> => {
    const rpps = number.length === 11;
    const doctor = ['10', '21', '40'].includes(code);
    return {
      "Type d'identifiant PP": rpps ? '8' : '0',
      'Identifiant PP': number,
      'Identification nationale PP': `${rpps ? '8' : '0'}${number}`,
      "Code civilité d'exercice": doctor ? 'DR' : '',
      "Libellé civilité d'exercice": doctor ? 'Docteur' : '',
      "Nom d'exercice": last,
      "Prénom d'exercice": first,
      'Code profession': code,
      'Libellé profession': label,
      'Code catégorie professionnelle': 'C',
      'Libellé catégorie professionnelle': 'Civil',
      'Code mode exercice': mode[0],
      'Libellé mode exercice': mode[1],
      'Numéro SIRET site': place.siret ?? '',
      'Numéro SIREN site': place.siret ? place.siret.slice(0, 9) : '',
      'Identifiant technique de la structure': place.structure ?? (place.siret ? `R1${place.siret}` : ''),
      'Raison sociale site': place.name ?? '',
      'Code postal (coord. structure)': place.postcode,
      'Libellé commune (coord. structure)': place.city,
      'Code pays (coord. structure)': '99000',
      'Libellé pays (coord. structure)': 'France',
      "Autorité d'enregistrement": rpps ? 'CNOM/CNOM/CNOM' : 'ARS/ARS/ARS',
    };
  };
  const firstName = () => capitalized(rng.pick(rng.next() < 0.5 ? FIRST_NAMES_F : FIRST_NAMES_M));

  await write(out, `${practitionerHeader()}\n`);
  await push(
    person(DEMO_DOCTOR.number, DEMO_DOCTOR.first_name, DEMO_DOCTOR.last_name, ['10', 'Médecin'], {
      postcode: '69003',
      city: 'LYON',
      structure: 'F69000000001',
    }),
  );

  const finess: string[] = [];
  let finessSequence = 0;
  const finessNumber = (department: string) => {
    finessSequence += 1;
    const digits = `${department.padStart(2, '0')}9${String(finessSequence).padStart(5, '0')}`;
    return `${digits}${luhnKey(digits)}`;
  };
  for (const practice of practices) {
    if (written >= options.rows) break;
    const profession = PROFESSION_BY_APE[practice.ape];
    if (!profession) continue;
    const department = practice.postcode.slice(0, 2) || '75';
    const place = {
      siret: practice.siret,
      name: practice.name,
      postcode: practice.postcode,
      city: practice.city,
    };
    if (practice.category === '1000' && practice.person) {
      // A sole practitioner: the register's person, at their practice's SIRET (the directory
      // holds a liberal practitioner's own practice under it).
      await push(
        person(rppsNumber(), capitalized(practice.person.first), practice.person.last, profession, {
          siret: practice.siret,
          postcode: practice.postcode,
          city: practice.city,
          structure: `F${department}${String(written).padStart(9, '0')}`,
        }),
      );
    } else if (isExerciseCompany(practice.category)) {
      const partners = rng.int(1, 3);
      for (let i = 0; i < partners; i += 1) {
        await push(person(rppsNumber(), firstName(), rng.pick(SURNAMES), profession, place));
      }
    }
    const health =
      practice.ape === '47.73Z'
        ? (['620', "Pharmacie d'Officine"] as const)
        : /CENTRE DE SANT|MAISON DE SANT/.test(practice.name)
          ? (['124', 'Centre de Santé'] as const)
          : null;
    if (health) {
      const number = finessNumber(department);
      finess.push(
        finessLine({
          nofinesset: number,
          nofinessej: finessNumber(department),
          rs: practice.name.slice(0, 38),
          rslongue: practice.name,
          departement: department,
          codepostal: practice.postcode,
          ligneacheminement: `${practice.postcode} ${practice.city}`,
          categetab: health[0],
          libcategetab: health[1],
          siret: practice.siret,
          datemaj: date,
        }),
      );
    }
  }

  // Invented practitioners up to the size asked (the benchmark's 2 million rows).
  while (written < options.rows) {
    const profession = rng.pick(RANDOM_PROFESSIONS);
    const department = String(rng.int(1, 95)).padStart(2, '0');
    const rpps = rng.next() < 0.8;
    const withSiret = rng.next() < 0.15;
    const siretDigits = `9${String(rng.int(0, 99_999_999)).padStart(8, '0')}${String(rng.int(1, 9999)).padStart(4, '0')}`;
    const siret = `${siretDigits}${luhnKey(siretDigits)}`;
    await push(
      person(
        rpps ? rppsNumber() : adeliNumber(department),
        firstName(),
        rng.pick(SURNAMES),
        profession,
        {
          siret: withSiret ? siret : undefined,
          name: withSiret ? `SELARL ${rng.pick(PLACE_NAMES)}` : undefined,
          postcode: `${department}${String(rng.int(0, 999)).padStart(3, '0')}`,
          city: rng.pick(PLACE_NAMES).toUpperCase(),
          structure: withSiret ? undefined : `F${department}${String(written).padStart(9, '0')}`,
        },
        rng.next() < 0.7 ? MODES[0] : rng.pick(MODES),
      ),
    );
  }
  if (lines.length > 0) await write(out, `${lines.join('\n')}\n`);
  out.end();
  await once(out, 'finish');

  // FINESS: Latin-1 as published, establishments then their geolocation lines.
  const geolocation = finess.map(
    (line) => `geolocalisation;${line.split(';')[1]};850000.0;6500000.0;ATLASANTE;${date}`,
  );
  const text = [finessHeader(finess.length, date), ...finess, ...geolocation].join('\n');
  const finessOut = createWriteStream(join(options.outDir, options.establishmentsFile));
  finessOut.end(Buffer.from(`${text}\n`, 'latin1'));
  await once(finessOut, 'finish');
  return { practitioners: written, establishments: finess.length };
}
