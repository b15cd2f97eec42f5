import { legalFormFromInseeCategory } from '@app/domain';
import { findLegalCategory } from '@app/domain/legal-categories';
import { findNafActivity } from '@app/domain/naf';
import { z } from 'zod';
import type { CompanySearchResult, Establishment, RegistryAddress } from '../types';

// Only the members this product reads; the API sends many more and adds some over time.
const text = z.string().nullish();

export const ApiEstablishmentSchema = z.object({
  siret: z.string(),
  adresse: text,
  code_postal: text,
  libelle_commune: text,
  libelle_commune_etranger: text,
  libelle_pays_etranger: text,
  complement_adresse: text,
  est_siege: z.boolean().nullish(),
  etat_administratif: text,
  liste_enseignes: z.array(z.string()).nullish(),
  nom_commercial: text,
  activite_principale: text,
});
export type ApiEstablishment = z.infer<typeof ApiEstablishmentSchema>;

export const ApiUnitSchema = z.object({
  siren: z.string(),
  nom_complet: text,
  nom_raison_sociale: text,
  nature_juridique: text,
  activite_principale: text,
  etat_administratif: text,
  nombre_etablissements_ouverts: z.number().nullish(),
  siege: ApiEstablishmentSchema.partial().extend({ siret: z.string().nullish() }).nullish(),
  matching_etablissements: z.array(ApiEstablishmentSchema).nullish(),
});
export type ApiUnit = z.infer<typeof ApiUnitSchema>;

export const ApiSearchResponseSchema = z.object({
  results: z.array(ApiUnitSchema),
  total_results: z.number(),
  page: z.number(),
  per_page: z.number(),
  total_pages: z.number(),
});

type AnyEstablishment = { [K in keyof ApiEstablishment]?: ApiEstablishment[K] | null } | null | undefined;

/** "128 RUE LA BOETIE 75008 PARIS 8" -> "128 RUE LA BOETIE": the API gives the full line only. */
export function streetOf(establishment: AnyEstablishment): string | null {
  const full = establishment?.adresse?.trim();
  if (!full || full.includes('[NON-DIFFUSIBLE]')) return null;
  const tail = [establishment?.code_postal, establishment?.libelle_commune].filter(Boolean).join(' ');
  let street = tail && full.endsWith(tail) ? full.slice(0, -tail.length).trim() : full;
  const details = establishment?.complement_adresse;
  if (details && street.startsWith(details)) street = street.slice(details.length).trim();
  return street || null;
}

export function addressOf(establishment: AnyEstablishment): RegistryAddress | null {
  if (!establishment) return null;
  const city = establishment.libelle_commune ?? establishment.libelle_commune_etranger ?? '';
  const street = streetOf(establishment);
  if (!street && !city) return null;
  return {
    street: street ?? '',
    details: establishment.complement_adresse ?? null,
    zip: establishment.code_postal ?? '',
    city,
    country: establishment.libelle_pays_etranger ?? 'FR',
  };
}

export function toSearchResult(unit: ApiUnit, siret?: string): CompanySearchResult {
  const named = siret ? unit.matching_etablissements?.find((e) => e.siret === siret) : undefined;
  const at: AnyEstablishment = named ?? unit.siege;
  return {
    socialReason: unit.nom_raison_sociale ?? unit.nom_complet ?? '',
    siren: unit.siren,
    siret: at?.siret ?? null,
    ape: unit.activite_principale ?? null,
    apeText: findNafActivity(unit.activite_principale)?.label ?? null,
    postalCode: at?.code_postal ?? null,
    city: at?.libelle_commune ?? at?.libelle_commune_etranger ?? null,
    address: streetOf(at),
    legalFormCode: legalFormFromInseeCategory(unit.nature_juridique),
    legalForm: findLegalCategory(unit.nature_juridique)?.label ?? null,
    legalCategory: unit.nature_juridique ?? null,
    active: unit.etat_administratif === 'A',
    establishmentCount: unit.nombre_etablissements_ouverts ?? 0,
  };
}

export function toEstablishment(establishment: ApiEstablishment): Establishment {
  const brand = establishment.liste_enseignes?.join(' ') || establishment.nom_commercial || null;
  return {
    brand,
    siret: establishment.siret,
    address: streetOf(establishment),
    postalCode: establishment.code_postal ?? null,
    city: establishment.libelle_commune ?? establishment.libelle_commune_etranger ?? null,
    headOffice: establishment.est_siege === true,
    active: establishment.etat_administratif === 'A',
  };
}
