import { createRequire } from 'node:module';

export interface Commune {
  code: string;
  /** As INSEE writes it in the stock: upper case, no accents ("SAINT-ETIENNE", "PARIS 8"). */
  label: string;
  postcodes: string[];
  population: number;
}

interface RawCommune {
  code: string;
  nom: string;
  type: string;
  population?: number;
  codesPostaux?: string[];
  commune?: string;
}

const insee = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ (\d+)(e|er) Arrondissement$/, ' $1')
    .replace(/'/g, ' ')
    .toUpperCase();

/**
 * Current communes with their postcodes and population (the official list, packaged by Etalab),
 * Paris, Lyon and Marseille split into their arrondissements as the SIRENE stock has them.
 */
export function loadCommunes(): Commune[] {
  const require = createRequire(import.meta.url);
  const raw = require('@etalab/decoupage-administratif/data/communes.json') as RawCommune[];
  const split = new Set(raw.filter((c) => c.type === 'arrondissement-municipal').map((c) => c.commune));
  return raw
    .filter(
      (c) => (c.type === 'commune-actuelle' && !split.has(c.code)) || c.type === 'arrondissement-municipal',
    )
    .filter((c) => (c.codesPostaux?.length ?? 0) > 0 && (c.population ?? 0) > 0)
    .map((c) => ({
      code: c.code,
      label: insee(c.nom),
      postcodes: c.codesPostaux ?? [],
      population: c.population ?? 0,
    }));
}
