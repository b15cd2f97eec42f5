import { emailSchema, type PscPractice, type PscPracticeSite } from '@app/domain';

/** The practitioner as the federation's userinfo describes them, before the directory's check. */
export interface PscClaims {
  nationalId: string;
  directory: 'rpps' | 'adeli';
  professionalNumber: string;
  gender: 1 | 2 | null;
  firstName: string;
  lastName: string;
  /** The e-mail the agency marks verified (`email_verified`); null otherwise. */
  email: string | null;
  professionCode: string | null;
  /** The Ordre's specialty (`codeSavoirFaire` when `codeTypeSavoirFaire` is S). */
  specialtyCode: string | null;
  /** The liberal practice sites (mode L), one per SIRET. */
  liberalPractices: PscPractice[];
  /** Every site of every exercise, whatever its mode: the whole record of her activities. */
  practiceSites: PscPracticeSite[];
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const objects = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object')
    : [];

/** An unverified e-mail is the person's typing at the agency, not something it vouches for. */
function verifiedEmail(userinfo: Record<string, unknown>): string | null {
  const email = text(userinfo.email);
  if (!email || userinfo.email_verified !== true) return null;
  return emailSchema.safeParse(email).success ? email.toLowerCase() : null;
}

/** `codeModeExercice` L: liberal (S salaried, B volunteer). */
const LIBERAL_MODE = 'L';

const PRACTICE_MODES: Readonly<Record<string, PscPracticeSite['mode']>> = {
  [LIBERAL_MODE]: 'liberal',
  S: 'salaried',
  B: 'volunteer',
};

/** A site as the evidence keeps it: its mode (null for a code the agency does not document), SIRET and name. */
const siteOf = (activity: Record<string, unknown>): PscPracticeSite => ({
  mode: PRACTICE_MODES[text(activity.codeModeExercice) ?? ''] ?? null,
  siret: text(activity.numeroSiretSite),
  name: text(activity.raisonSocialeSite) ?? text(activity.enseigneCommercialeSite),
});

/** `codeTypeSavoirFaire` S: a specialty the Ordre recognises (others are competences, DESC...). */
const SPECIALTY_TYPE = 'S';

/** The agency's userinfo names an exercise's sites `activities`; older samples spell it `activites`. */
const activitiesOf = (exercise: Record<string, unknown>) =>
  objects(exercise.activities ?? exercise.activites);

/** A phone as the directory writes it, kept only when it has the digits of a number. */
function phoneOf(activity: Record<string, unknown>): string | null {
  const phone = text(activity.telephone) ?? text(activity.telephone2);
  return phone && /^\+?[\d .-]{10,20}$/.test(phone) ? phone : null;
}

/**
 * Where the site is: the agency's userinfo gives the town as `bureauCedex` ("75009 PARIS", maybe
 * "… CEDEX 09") where `codePostal` and `libelleCommune` are absent.
 */
function placeOf(activity: Record<string, unknown>): { postcode: string | null; city: string | null } {
  const office = text(activity.bureauCedex)?.match(/^(\d{5})\s+(.+)$/);
  const officeCity = office?.[2]?.replace(/\s+CEDEX(\s+\d+)?$/i, '').trim();
  return {
    postcode: text(activity.codePostal) ?? office?.[1] ?? null,
    city: text(activity.libelleCommune) ?? (officeCity || null),
  };
}

/**
 * Maps the userinfo's claims (`SubjectNameID`, `SubjectRefPro.exercices[].activities[]`) to the
 * opening: the identifier's first digit names the directory (8 RPPS, 0 ADELI), the civility
 * becomes the account's gender code, each liberal practice site is offered with its SIRET,
 * SIREN, FINESS, registering Ordre and phone, and every site is listed with its mode. Null when the claims name no identifier.
 */
export function mapPscClaims(userinfo: Record<string, unknown>): PscClaims | null {
  const nationalId = text(userinfo.SubjectNameID) ?? text(userinfo.preferred_username) ?? text(userinfo.sub);
  if (!nationalId || !/^[08]\d{9,11}$/.test(nationalId)) return null;
  const refPro = (userinfo.SubjectRefPro ?? {}) as Record<string, unknown>;
  const exercises = objects(refPro.exercices);
  const first = exercises[0] ?? {};
  const civility = text(refPro.codeCivilite);
  const practices = new Map<string, PscPractice>();
  const sites: PscPracticeSite[] = [];
  for (const exercise of exercises) {
    for (const activity of activitiesOf(exercise)) {
      sites.push(siteOf(activity));
      if (text(activity.codeModeExercice) !== LIBERAL_MODE) continue;
      const siret = text(activity.numeroSiretSite);
      const key = siret ?? `#${practices.size}`;
      if (practices.has(key)) continue;
      practices.set(key, {
        siret,
        siren: text(activity.numeroSirenSite) ?? siret?.slice(0, 9) ?? null,
        finess: text(activity.numeroFinessSite),
        name: text(activity.raisonSocialeSite) ?? text(activity.enseigneCommercialeSite),
        ...placeOf(activity),
        registering_authority: text(activity.autoriteDenregistrement),
        phone: phoneOf(activity),
      });
    }
  }
  return {
    nationalId,
    directory: nationalId.startsWith('8') ? 'rpps' : 'adeli',
    professionalNumber: nationalId.slice(1),
    gender: civility === 'M' ? 1 : civility === 'MME' ? 2 : null,
    firstName: text(userinfo.given_name) ?? text(first.prenomDexercice) ?? '',
    lastName: text(userinfo.family_name) ?? text(first.nomDexercice) ?? '',
    email: verifiedEmail(userinfo),
    professionCode: text(first.codeProfession),
    specialtyCode: text(first.codeTypeSavoirFaire) === SPECIALTY_TYPE ? text(first.codeSavoirFaire) : null,
    liberalPractices: [...practices.values()],
    practiceSites: sites,
  };
}
