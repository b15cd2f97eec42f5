import type { Locale, MessageKey, RiskFactor, RiskFactorReply } from '@app/domain';
import { translate } from '@app/domain';

/** A country's name in the language, with its code: "Iran (IR)". */
function countryName(locale: Locale, code: string): string {
  const name = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code);
  return name && name !== code ? `${name} (${code})` : code;
}

/** A factor of a rating as the back-office and the export show it, in the operator's language. */
export function factorReply(factor: RiskFactor, companyName: string, locale: Locale): RiskFactorReply {
  const subject = factor.subject.type === 'person' ? factor.subject.name : companyName;
  const value = factor.value ?? '';
  const key = `compliance.factor.${factor.code}` satisfies MessageKey;
  return {
    code: factor.code,
    label: translate(locale, key, {
      subject,
      // Each factor's words name what it read: a country, a NAF code or a legal form.
      country: factor.lists.length > 0 ? countryName(locale, value) : value,
      lists: factor.lists.map((list) => translate(locale, `compliance.list.${list}`)).join(', '),
      naf: value,
      form: value,
    }),
    weight: factor.weight,
    enhanced_by_law: factor.enhancedByLaw,
    subject: {
      type: factor.subject.type,
      id: factor.subject.type === 'person' ? factor.subject.id : null,
      name: subject,
    },
    value: factor.value,
    lists: factor.lists,
  };
}
