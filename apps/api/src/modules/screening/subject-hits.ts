import type { NewScreeningHit, ScreeningSubject } from '../../db/repositories/screening-hits';
import type { Screener } from './screener';

/** A subject's name as an operator reads it on the hit. */
export const subjectNameOf = (subject: ScreeningSubject): string =>
  subject.type === 'person'
    ? `${subject.person.firstNames} ${subject.person.lastName}`.trim()
    : subject.company.name;

/** A person or a company of a case screened against the current versions: the hits to record. */
export function hitsOf(screener: Screener, subject: ScreeningSubject): NewScreeningHit[] {
  const outcome =
    subject.type === 'person'
      ? screener.screenPerson(subject.person)
      : screener.screenCompany(subject.company);
  return outcome.hits.map((hit) => ({
    companyId: subject.companyId,
    subjectType: subject.type,
    subjectId: subject.id,
    subjectName: subjectNameOf(subject),
    list: hit.list,
    version: hit.version.key,
    entryId: hit.entry.id,
    entryName: hit.entry.names[0]?.whole ?? hit.entry.id,
    score: hit.score,
    reasons: hit.reasons,
  }));
}
