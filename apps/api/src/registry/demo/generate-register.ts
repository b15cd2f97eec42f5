import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import {
  ESTABLISHMENT_HEADER,
  type EstablishmentColumn,
  UNIT_HEADER,
  type UnitColumn,
} from '../import/stock-layout';
import { type Commune, loadCommunes } from './communes';
import { FIRST_NAMES_F, FIRST_NAMES_M, PLACE_NAMES, STREETS, SURNAMES } from './names';

export interface GenerateOptions {
  outDir: string;
  /** Stop once this many establishments are written. */
  establishments: number;
  seed?: number;
  unitsFile?: string;
  establishmentsFile?: string;
}

export interface GenerateResult {
  unitsPath: string;
  establishmentsPath: string;
  units: number;
  establishments: number;
}

/** Deterministic pseudo-random numbers (mulberry32): the same seed gives the same register. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, int, pick };
}

/** The digit that makes `digits + key` pass the Luhn check. */
export function luhnKey(digits: string): string {
  for (let key = 0; key <= 9; key += 1) {
    const candidate = `${digits}${key}`;
    let sum = 0;
    for (let i = 0; i < candidate.length; i += 1) {
      let digit = Number(candidate[candidate.length - 1 - i]);
      if (i % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    if (sum % 10 === 0) return String(key);
  }
  throw new Error('unreachable');
}

type Rng = ReturnType<typeof random>;
interface Person {
  first: string;
  last: string;
  sex: 'M' | 'F';
}
interface NameContext {
  rng: Rng;
  people: Person[];
  commune: Commune;
}

interface Profile {
  weight: number;
  ape: string;
  /** INSEE legal category; 1000 is a sole practitioner (named after the person). */
  category: string;
  partners: number;
  name?: (c: NameContext) => string;
  brand?: (c: NameContext) => string | undefined;
}

const place = (c: NameContext) => c.rng.pick(PLACE_NAMES);
const last = (c: NameContext, i = 0) => c.people[i]?.last ?? '';
const full = (c: NameContext, i = 0) => `${c.people[i]?.first ?? ''} ${c.people[i]?.last ?? ''}`;

// Healthcare practices as they appear in the register: sole practitioners, practice companies
// (SELARL, SELAS), shared-resources partnerships (SCM), professional partnerships (SCP).
const PROFILES: Profile[] = [
  { weight: 20, ape: '86.21Z', category: '1000', partners: 1 },
  { weight: 5, ape: '86.21Z', category: '5485', partners: 1, name: (c) => `SELARL DU DOCTEUR ${last(c)}` },
  {
    weight: 2,
    ape: '86.21Z',
    category: '5485',
    partners: 2,
    name: (c) => `SELARL DES DOCTEURS ${last(c)} ET ${last(c, 1)}`,
  },
  { weight: 3, ape: '86.21Z', category: '6589', partners: 3, name: (c) => `SCM CABINET MÉDICAL ${place(c)}` },
  {
    weight: 1,
    ape: '86.21Z',
    category: '6589',
    partners: 4,
    name: (c) => `SCM MAISON DE SANTÉ DE ${c.commune.label}`,
  },
  { weight: 2, ape: '86.21Z', category: '6571', partners: 2, name: (c) => `SCP ${last(c)}-${last(c, 1)}` },
  { weight: 7, ape: '86.22C', category: '1000', partners: 1 },
  { weight: 3, ape: '86.22C', category: '5485', partners: 1, name: (c) => `SELARL DOCTEUR ${full(c)}` },
  {
    weight: 1,
    ape: '86.22A',
    category: '5785',
    partners: 3,
    name: (c) => `SELAS CENTRE D'IMAGERIE MÉDICALE ${place(c)}`,
  },
  {
    weight: 1,
    ape: '86.22B',
    category: '5785',
    partners: 2,
    name: (c) => `SELAS CHIRURGIE ${last(c)} ${last(c, 1)}`,
  },
  { weight: 6, ape: '86.23Z', category: '1000', partners: 1 },
  {
    weight: 3,
    ape: '86.23Z',
    category: '5485',
    partners: 1,
    name: (c) => `SELARL DU DOCTEUR ${full(c)}`,
    brand: (c) => `CABINET DENTAIRE ${last(c)}`,
  },
  {
    weight: 1,
    ape: '86.23Z',
    category: '5785',
    partners: 2,
    name: (c) => `SELAS CENTRE DENTAIRE ${place(c)}`,
  },
  {
    weight: 1,
    ape: '86.23Z',
    category: '6589',
    partners: 2,
    name: (c) => `SCM DES CHIRURGIENS-DENTISTES ${last(c)} ${last(c, 1)}`,
  },
  { weight: 1, ape: '86.23Z', category: '6572', partners: 2, name: (c) => `SCP ${last(c)} ET ${last(c, 1)}` },
  {
    weight: 4,
    ape: '47.73Z',
    category: '5485',
    partners: 1,
    name: (c) => `SELARL PHARMACIE ${last(c)}`,
    brand: (c) => `PHARMACIE ${place(c)}`,
  },
  { weight: 2, ape: '47.73Z', category: '5785', partners: 2, name: (c) => `SELAS PHARMACIE ${place(c)}` },
  {
    weight: 1,
    ape: '47.73Z',
    category: '5202',
    partners: 2,
    name: (c) => `SNC ${last(c)} ${last(c, 1)}`,
    brand: (c) => `GRANDE PHARMACIE ${place(c)}`,
  },
  { weight: 1, ape: '47.73Z', category: '1000', partners: 1, brand: (c) => `PHARMACIE ${place(c)}` },
  { weight: 9, ape: '86.90E', category: '1000', partners: 1 },
  {
    weight: 2,
    ape: '86.90E',
    category: '6589',
    partners: 3,
    name: (c) => `SCM DES KINÉSITHÉRAPEUTES DE ${c.commune.label}`,
  },
  {
    weight: 1,
    ape: '86.90E',
    category: '6574',
    partners: 2,
    name: (c) => `SCP ${last(c)} ${last(c, 1)} MASSEURS-KINESITHERAPEUTES`,
  },
  { weight: 1, ape: '86.90E', category: '5485', partners: 1, name: (c) => `SELARL KINE ${last(c)}` },
  { weight: 12, ape: '86.90D', category: '1000', partners: 1 },
  {
    weight: 2,
    ape: '86.90D',
    category: '6589',
    partners: 3,
    name: (c) => `SCM CABINET INFIRMIER ${place(c)}`,
  },
  {
    weight: 1,
    ape: '86.90D',
    category: '6573',
    partners: 2,
    name: (c) => `SCP INFIRMIERS ${last(c)} ${last(c, 1)}`,
  },
  {
    weight: 2,
    ape: '75.00Z',
    category: '5485',
    partners: 1,
    name: (c) => `CLINIQUE VÉTÉRINAIRE ${place(c)}`,
  },
  { weight: 1, ape: '75.00Z', category: '1000', partners: 1 },
  {
    weight: 1,
    ape: '86.90B',
    category: '5785',
    partners: 3,
    name: (c) => `SELAS LABORATOIRE D'ANALYSES ${place(c)}`,
  },
];

function weighted<T extends { weight: number }>(items: readonly T[]) {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  const cumulative: number[] = [];
  let running = 0;
  for (const item of items) {
    running += item.weight;
    cumulative.push(running / total);
  }
  return (rng: Rng): T => {
    const r = rng.next();
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] ?? 1) < r) low = mid + 1;
      else high = mid;
    }
    return items[low] as T;
  };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function date(rng: Rng, fromYear: number, toYear: number): string {
  return `${rng.int(fromYear, toYear)}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`;
}

const quote = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** One CSV line in the header's order; absent columns are empty, as in the INSEE files. */
function csvLine<C extends string>(header: readonly C[], values: Partial<Record<C, string>>): string {
  return `${header.map((column) => quote(values[column] ?? '')).join(',')}\n`;
}

async function write(stream: WriteStream, line: string) {
  if (!stream.write(line)) await once(stream, 'drain');
}

/**
 * Writes a fictitious register of healthcare practices in the official INSEE stock layout: valid
 * SIREN/SIRET keys, real NAF codes and legal categories, real communes weighted by population,
 * some companies closed, some with several establishments (moves, secondary practices).
 */
export async function generateRegister(options: GenerateOptions): Promise<GenerateResult> {
  const rng = random(options.seed ?? 2026);
  const communes = loadCommunes();
  const pickCommune = weighted(communes.map((commune) => ({ ...commune, weight: commune.population })));
  const pickProfile = weighted(PROFILES);
  const unitsPath = join(options.outDir, options.unitsFile ?? 'StockUniteLegale_utf8.csv');
  const establishmentsPath = join(
    options.outDir,
    options.establishmentsFile ?? 'StockEtablissement_utf8.csv',
  );
  const unitsOut = createWriteStream(unitsPath);
  const establishmentsOut = createWriteStream(establishmentsPath);
  await write(unitsOut, `${UNIT_HEADER.join(',')}\n`);
  await write(establishmentsOut, `${ESTABLISHMENT_HEADER.join(',')}\n`);
  // Increasing sirens spread over the range, as the INSEE files are sorted by siren.
  const gap = Math.max(1, Math.floor(69_000_000 / (options.establishments / 1.25)));
  let base = 30_000_000;
  let units = 0;
  let establishments = 0;

  while (establishments < options.establishments) {
    base += rng.int(1, 2 * gap - 1);
    const digits = pad(base, 8);
    const siren = `${digits}${luhnKey(digits)}`;
    const profile = pickProfile(rng);
    const people: Person[] = Array.from({ length: profile.partners }, () => {
      const sex = rng.next() < 0.55 ? 'F' : 'M';
      return { sex, first: rng.pick(sex === 'F' ? FIRST_NAMES_F : FIRST_NAMES_M), last: rng.pick(SURNAMES) };
    });
    const commune = pickCommune(rng);
    const context: NameContext = { rng, people, commune };
    const active = rng.next() >= 0.08;
    const created = date(rng, 1978, 2025);
    const count = Math.min(options.establishments - establishments, rng.next() < 0.15 ? rng.int(2, 4) : 1);
    const headIndex = count - 1; // the latest address is the head office
    const nics = Array.from({ length: count }, (_, i) => {
      const prefix = pad(i + 1, 4);
      return `${prefix}${luhnKey(`${siren}${prefix}`)}`;
    });
    const person = people[0] as Person;
    const sole = profile.category === '1000';
    const unit: Partial<Record<UnitColumn, string>> = {
      siren,
      statutDiffusionUniteLegale: 'O',
      dateCreationUniteLegale: created,
      sexeUniteLegale: sole ? person.sex : undefined,
      prenom1UniteLegale: sole ? person.first : undefined,
      prenomUsuelUniteLegale: sole ? person.first : undefined,
      trancheEffectifsUniteLegale: sole ? 'NN' : rng.pick(['NN', '00', '01', '02', '03']),
      dateDernierTraitementUniteLegale: `${date(rng, 2024, 2025)}T0${rng.int(0, 9)}:${pad(rng.int(0, 59), 2)}:00`,
      nombrePeriodesUniteLegale: String(active ? rng.int(1, 4) : rng.int(2, 5)),
      categorieEntreprise: 'PME',
      anneeCategorieEntreprise: '2023',
      dateDebut: created,
      etatAdministratifUniteLegale: active ? 'A' : 'C',
      nomUniteLegale: sole ? person.last : undefined,
      denominationUniteLegale: sole ? undefined : profile.name?.(context),
      categorieJuridiqueUniteLegale: profile.category,
      activitePrincipaleUniteLegale: profile.ape,
      nomenclatureActivitePrincipaleUniteLegale: 'NAFRev2',
      nicSiegeUniteLegale: nics[headIndex],
      economieSocialeSolidaireUniteLegale: 'N',
      societeMissionUniteLegale: sole ? undefined : 'N',
      caractereEmployeurUniteLegale: 'N',
    };
    await write(unitsOut, csvLine(UNIT_HEADER, unit));
    units += 1;

    const brand = profile.brand?.(context);
    for (let i = 0; i < count; i += 1) {
      const head = i === headIndex;
      // Earlier addresses are closed (the practice moved) unless it is a secondary practice.
      const open = active && (head || rng.next() < 0.5);
      const at = i === 0 || rng.next() < 0.5 ? commune : pickCommune(rng);
      const [type, street] = rng.pick(STREETS);
      const establishment: Partial<Record<EstablishmentColumn, string>> = {
        siren,
        nic: nics[i],
        siret: `${siren}${nics[i]}`,
        statutDiffusionEtablissement: 'O',
        dateCreationEtablissement: i === 0 ? created : date(rng, Number(created.slice(0, 4)), 2025),
        trancheEffectifsEtablissement: 'NN',
        dateDernierTraitementEtablissement: `${date(rng, 2024, 2025)}T10:00:00`,
        etablissementSiege: head ? 'true' : 'false',
        nombrePeriodesEtablissement: '1',
        complementAdresseEtablissement: rng.next() < 0.1 ? `BAT ${rng.pick(['A', 'B', 'C'])}` : undefined,
        numeroVoieEtablissement: String(rng.int(1, 180)),
        indiceRepetitionEtablissement: rng.next() < 0.05 ? 'B' : undefined,
        typeVoieEtablissement: type,
        libelleVoieEtablissement: street,
        codePostalEtablissement: rng.pick(at.postcodes),
        libelleCommuneEtablissement: at.label,
        codeCommuneEtablissement: at.code,
        dateDebut: created,
        etatAdministratifEtablissement: open ? 'A' : 'F',
        enseigne1Etablissement: brand,
        activitePrincipaleEtablissement: profile.ape,
        nomenclatureActivitePrincipaleEtablissement: 'NAFRev2',
        caractereEmployeurEtablissement: 'N',
      };
      await write(establishmentsOut, csvLine(ESTABLISHMENT_HEADER, establishment));
      establishments += 1;
    }
  }
  unitsOut.end();
  establishmentsOut.end();
  await Promise.all([once(unitsOut, 'close'), once(establishmentsOut, 'close')]);
  return { unitsPath, establishmentsPath, units, establishments };
}
