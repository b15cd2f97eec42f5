import type { LocalizedLabel } from '../../tables/localized-label';

/**
 * The health professions of the directory (`Code profession`, nomenclature TRE_G15 of the ANS)
 * the product is open to. A code outside this table is not a healthcare professional for the
 * verification (the row is read, the person is not verified).
 */
export const HEALTH_PROFESSIONS: Readonly<Record<string, LocalizedLabel>> = {
  '10': { fr: 'médecin', en: 'doctor', de: 'Arzt/Ärztin' },
  '21': { fr: 'pharmacien', en: 'pharmacist', de: 'Apotheker/in' },
  '26': { fr: 'audioprothésiste', en: 'hearing-aid specialist', de: 'Hörakustiker/in' },
  '28': { fr: 'opticien-lunetier', en: 'optician', de: 'Augenoptiker/in' },
  '40': { fr: 'chirurgien-dentiste', en: 'dental surgeon', de: 'Zahnarzt/Zahnärztin' },
  '50': { fr: 'sage-femme', en: 'midwife', de: 'Hebamme' },
  '60': { fr: 'infirmier', en: 'nurse', de: 'Pflegefachkraft' },
  '69': { fr: 'infirmier psychiatrique', en: 'psychiatric nurse', de: 'psychiatrische Pflegefachkraft' },
  '70': { fr: 'masseur-kinésithérapeute', en: 'physiotherapist', de: 'Physiotherapeut/in' },
  '80': { fr: 'pédicure-podologue', en: 'podiatrist', de: 'Podologe/Podologin' },
  '81': { fr: 'orthoprothésiste', en: 'prosthetist', de: 'Orthopädietechniker/in' },
  '91': { fr: 'orthophoniste', en: 'speech therapist', de: 'Logopäde/Logopädin' },
  '92': { fr: 'orthoptiste', en: 'orthoptist', de: 'Orthoptist/in' },
  '93': { fr: 'psychologue', en: 'psychologist', de: 'Psychologe/Psychologin' },
  '94': { fr: 'ergothérapeute', en: 'occupational therapist', de: 'Ergotherapeut/in' },
  '95': { fr: 'diététicien', en: 'dietitian', de: 'Diätassistent/in' },
  '96': { fr: 'psychomotricien', en: 'psychomotor therapist', de: 'Psychomotoriker/in' },
  '98': { fr: 'manipulateur ERM', en: 'radiographer', de: 'Radiologietechnologe/-technologin' },
};

export const isHealthProfession = (code: string | null | undefined): boolean =>
  typeof code === 'string' && Object.hasOwn(HEALTH_PROFESSIONS, code);

/** `Code mode exercice`: libéral, salarié, bénévole. */
export const PRACTICE_MODES: Readonly<Record<string, LocalizedLabel>> = {
  L: { fr: 'libéral', en: 'self-employed', de: 'freiberuflich' },
  S: { fr: 'salarié', en: 'salaried', de: 'angestellt' },
  B: { fr: 'bénévole', en: 'volunteer', de: 'ehrenamtlich' },
};

/** Professions whose practitioners are addressed as "Dr" (médecin, chirurgien-dentiste, pharmacien). */
export const DOCTOR_TITLED_PROFESSIONS: readonly string[] = ['10', '21', '40'];

/**
 * FINESS establishment categories (`categetab`) that make a company a health establishment for
 * the product: health centres, hospitals, pharmacies, medical laboratories.
 */
export const HEALTH_FINESS_CATEGORIES: Readonly<Record<string, LocalizedLabel>> = {
  '101': { fr: 'centre hospitalier régional', en: 'regional hospital', de: 'Regionalkrankenhaus' },
  '106': { fr: 'centre hospitalier (ex-hôpital local)', en: 'local hospital', de: 'örtliches Krankenhaus' },
  '124': { fr: 'centre de santé', en: 'health centre', de: 'Gesundheitszentrum' },
  '355': { fr: 'centre hospitalier', en: 'hospital', de: 'Krankenhaus' },
  '611': { fr: 'laboratoire de biologie médicale', en: 'medical laboratory', de: 'medizinisches Labor' },
  '620': { fr: "pharmacie d'officine", en: 'pharmacy', de: 'Apotheke' },
};

export const isHealthFinessCategory = (code: string | null | undefined): boolean =>
  typeof code === 'string' && Object.hasOwn(HEALTH_FINESS_CATEGORIES, code);
