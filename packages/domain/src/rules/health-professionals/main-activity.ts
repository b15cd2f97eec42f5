/**
 * The KYC questionnaire's main activity (question 1, its option values) that a practitioner's
 * profession implies, as the health agency and the RPPS directory code professions (TRE_G15).
 * A proposal the person reviews and may change, never an answer given for them.
 */
const ACTIVITY_OF_PROFESSION: Readonly<Record<string, string>> = {
  '21': 'pharmacist',
  '40': 'dentist',
  '50': 'midwife',
  '60': 'nurse',
  '69': 'nurse',
  '70': 'physiotherapist',
  '80': 'podiatrist',
  '91': 'speech_therapist',
  '92': 'orthoptist',
  '93': 'psychologist',
};

const DOCTOR = '10';

/**
 * The Ordre's specialties (TRE_R38, `codeSavoirFaire` of type S) that mean general practice:
 * SM26 qualified in general medicine, SM53 specialist in general medicine (DES), SM54 general
 * medicine. Any other specialty is a specialist.
 */
const GENERAL_PRACTICE_SPECIALTIES: ReadonlySet<string> = new Set(['SM26', 'SM53', 'SM54']);

/** Question 1's id in every variant of the questionnaire. */
export const MAIN_ACTIVITY_QUESTION_ID = 1;

/**
 * Question 1's option for a profession (and, for a doctor, the specialty that tells general
 * practice from specialist); null when the profession does not say (a doctor without a specialty,
 * a profession the questionnaire does not list).
 */
export function mainActivityOfProfession(
  professionCode: string | null,
  specialtyCode?: string | null,
): string | null {
  if (!professionCode) return null;
  if (professionCode === DOCTOR) {
    if (!specialtyCode) return null;
    return GENERAL_PRACTICE_SPECIALTIES.has(specialtyCode) ? 'general_practitioner' : 'specialist';
  }
  return ACTIVITY_OF_PROFESSION[professionCode] ?? null;
}
