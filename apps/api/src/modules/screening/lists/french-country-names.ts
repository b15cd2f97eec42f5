import { COUNTRY_CODES, normalizeSearchText } from '@app/domain';

/**
 * The national register names countries in French words ("RUSSIE", "CORÉE DU NORD"); the
 * matcher compares ISO alpha-2 codes, as the EU list and the customers' files give them. The
 * names come from the runtime's own French country names (Intl), with the other names the
 * register and the official texts use for some of them.
 */
const OTHER_NAMES: Record<string, string> = {
  'federation de russie': 'RU',
  belarus: 'BY',
  bielorussie: 'BY',
  birmanie: 'MM',
  myanmar: 'MM',
  'republique democratique du congo': 'CD',
  'rd congo': 'CD',
  'republique du congo': 'CG',
  congo: 'CG',
  'republique populaire democratique de coree': 'KP',
  'coree du nord': 'KP',
  'republique de coree': 'KR',
  palestine: 'PS',
  'territoire palestinien': 'PS',
  'hong kong': 'HK',
  'cote d ivoire': 'CI',
  turkiye: 'TR',
  'republique arabe syrienne': 'SY',
  'republique islamique d iran': 'IR',
  'etats unis d amerique': 'US',
  vatican: 'VA',
  'saint siege': 'VA',
  macedoine: 'MK',
  'ex republique yougoslave de macedoine': 'MK',
  'republique de moldavie': 'MD',
  moldova: 'MD',
};

let byName: Map<string, string> | undefined;

function names(): Map<string, string> {
  if (byName) return byName;
  const french = new Intl.DisplayNames(['fr'], { type: 'region' });
  byName = new Map(Object.entries(OTHER_NAMES));
  for (const code of COUNTRY_CODES) {
    const name = french.of(code);
    if (!name || name === code) continue;
    byName.set(normalizeSearchText(name), code);
    // "Myanmar (Birmanie)": each of the two names alone too.
    for (const part of name.split(/[()]/)) {
      const text = normalizeSearchText(part);
      if (text && !byName.has(text)) byName.set(text, code);
    }
  }
  return byName;
}

/** The ISO alpha-2 code of a country named in French; the name as written when unknown. */
export function countryCodeOf(frenchName: string): string {
  return names().get(normalizeSearchText(frenchName)) ?? frenchName.trim();
}
