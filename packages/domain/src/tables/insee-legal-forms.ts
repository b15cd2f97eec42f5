import type { LegalFormCode } from './legal-forms';

/**
 * INSEE "catégorie juridique" (niveau III, 4 digits) -> the bank's legal form. Exact codes first;
 * codes not listed fall back on their 2-digit family (see FAMILY_TO_LEGAL_FORM).
 * INSEE does not tell an EURL from a SARL nor a SASU from a SAS (one member or more is not in the
 * code), so 5499 gives SARL and 5710 gives SAS; 5720 (SASU) only exists in nomenclatures before 2018.
 */
export const INSEE_CATEGORY_TO_LEGAL_FORM: Readonly<Record<string, LegalFormCode>> = {
  '0000': 'OPCVM',
  '1000': 'EI',
  '2310': 'SEP',
  '2320': 'SEP',
  '2385': 'SEP',
  '3220': 'SENIRCS',
  '3290': 'SENIRCS',
  '5202': 'SNC',
  '5203': 'SNC',
  '5306': 'SCS',
  '5307': 'SCS',
  '5308': 'SCA',
  '5309': 'SCA',
  '5310': 'SLP',
  '5370': 'SCA',
  '5385': 'SELCA',
  '5415': 'SEML',
  '5432': 'SICA',
  '5458': 'SCOP',
  '5485': 'SELARL',
  '5515': 'SEM',
  '5532': 'SICA',
  '5558': 'SCOP',
  '5585': 'SELAFA',
  '5615': 'SEM',
  '5632': 'SICA',
  '5658': 'SCOP',
  '5685': 'SELAFA',
  '5710': 'SAS',
  '5720': 'SASU',
  '5770': 'SAS',
  '5785': 'SELAS',
  '6210': 'GEIE',
  '6220': 'GIE',
  '6532': 'SICA',
  '6533': 'GAEC',
  '6540': 'SCI',
  '6541': 'SCI',
  '6542': 'SCI',
  '6544': 'SCI',
  '6561': 'SCP',
  '6562': 'SCP',
  '6563': 'SCP',
  '6564': 'SCP',
  '6565': 'SCP',
  '6566': 'SCP',
  '6567': 'SCP',
  '6568': 'SCP',
  '6569': 'SCP',
  '6571': 'SCP',
  '6572': 'SCP',
  '6573': 'SCP',
  '6574': 'SCP',
  '6575': 'SCP',
  '6576': 'SCP',
  '6577': 'SCP',
  '6578': 'SCP',
  '6585': 'SCP',
  '6589': 'SCM',
  '6598': 'EARL',
  '7321': 'AS',
  '7367': 'CIAS',
  '8310': 'CSE',
  '8311': 'CSE',
  '9150': 'AS',
  '9210': 'ASS',
  '9220': 'ASS',
  '9221': 'ASS',
  '9222': 'ASS',
  '9223': 'ASS',
  '9224': 'ASS',
  '9230': 'ASS',
  '9260': 'ASS',
};

/** Niveau II families whose members share one legal form. */
const FAMILY_TO_LEGAL_FORM: Readonly<Record<string, LegalFormCode>> = {
  '10': 'EI',
  '52': 'SNC',
  '54': 'SARL',
  '55': 'SA',
  '56': 'SA',
  '57': 'SAS',
  '65': 'SC',
  '92': 'ASS',
};

/** The bank's legal form for an INSEE legal category code, or null when none fits. */
export function legalFormFromInseeCategory(code: string | number | null | undefined): LegalFormCode | null {
  if (code === null || code === undefined) return null;
  const normalized = String(code).trim().padStart(4, '0');
  if (!/^\d{4}$/.test(normalized)) return null;
  return INSEE_CATEGORY_TO_LEGAL_FORM[normalized] ?? FAMILY_TO_LEGAL_FORM[normalized.slice(0, 2)] ?? null;
}
