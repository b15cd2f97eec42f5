import { LEGAL_FORM_CODES, LEGAL_FORM_LABELS } from '../../tables/legal-forms';
import { nameWords } from '../payer-name';
import { alignNames } from './alignment';
import type { NameReason } from './match-reasons';
import { type NameToken, nameTokens } from './name-tokens';
import { PERSON_NAME_RULES, roundScore } from './person-names';
import { type PreparedName, prepareName } from './prepared-name';
import { foldRomanization } from './romanization';

/** A company as screened: its name (a legal form in it is left out), and its trade name if any. */
export interface ScreenedCompany {
  name: string;
  tradeName?: string | null;
}

/**
 * Legal forms abroad, as the lists write them (the French ones come from the bank's own table):
 * a listed company is compared with and without them, wherever they are written.
 */
const FOREIGN_LEGAL_FORMS = [
  'llc',
  'ltd',
  'limited',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'plc',
  'llp',
  'lp',
  'gmbh',
  'ag',
  'kg',
  'bv',
  'nv',
  'spa',
  'srl',
  'sl',
  'oy',
  'ab',
  'asa',
  'ooo',
  'oao',
  'zao',
  'pao',
  'ao',
  'tov',
  'pat',
  'jsc',
  'cjsc',
  'ojsc',
  'pjsc',
  'fze',
  'fzco',
  'fzc',
  'fzllc',
  'sae',
  'wll',
  'sarl',
  'joint stock company',
  'closed joint stock company',
  'open joint stock company',
  'public joint stock company',
  'limited liability company',
  'obshchestvo s ogranichennoy otvetstvennostyu',
  'obshchestvo s ogranichennoi otvetstvennostiu',
  'aktsionernoye obshchestvo',
  'aktsionernoe obshchestvo',
  'publichnoe aktsionernoe obshchestvo',
  'publichnoye aktsionernoye obshchestvo',
  'otkrytoe aktsionernoe obshchestvo',
  'zakrytoe aktsionernoe obshchestvo',
  'sp z oo',
];

/** Every legal form as folded words, the longest first (a form holding a shorter one is removed whole). */
const LEGAL_FORMS: readonly string[][] = [
  ...LEGAL_FORM_CODES.map((code) => code.toLowerCase()),
  ...Object.values(LEGAL_FORM_LABELS).map((label) => nameWords(label.fr).join(' ')),
  ...FOREIGN_LEGAL_FORMS,
]
  .map((form) => form.split(' ').map(foldRomanization))
  .sort((a, b) => b.length - a.length);

/** Words that link the others in a company's name: optional, like a person's particles. */
const LINK_WORDS: ReadonlySet<string> = new Set(['et', 'and', 'of', 'the', 'und', 'for', 'pour', 'fur', 'e']);

/**
 * Words a great many company names hold: a match on them says little, so they weigh half of a
 * distinctive word (a shared "Holding" does not make two companies one).
 */
const GENERIC_WORDS: ReadonlySet<string> = new Set(
  [
    'company',
    'compagnie',
    'group',
    'groupe',
    'holding',
    'holdings',
    'international',
    'trading',
    'trade',
    'industries',
    'industry',
    'industrial',
    'services',
    'service',
    'enterprise',
    'enterprises',
    'entreprise',
    'bank',
    'banque',
    'general',
    'generale',
    'national',
    'nationale',
    'global',
    'investment',
    'investments',
    'management',
    'center',
    'centre',
    'societe',
    'society',
    'organisation',
    'organization',
    'association',
    'foundation',
    'fondation',
    'cabinet',
    'office',
    'bureau',
    'medical',
    'sante',
  ].map(foldRomanization),
);

export const COMPANY_NAME_RULES = { genericWord: 0.5 } as const;

export interface PreparedCompanyName {
  prepared: PreparedName;
  /** The legal forms found in the name and left out. */
  legalForms: string[];
}

/** A company's name without its legal forms, its linking words made optional. */
export function prepareCompanyName(name: string): PreparedCompanyName {
  const tokens = nameTokens(name, 'unknown');
  const legalForms: string[] = [];
  const kept: NameToken[] = [];
  for (let i = 0; i < tokens.length; ) {
    const form = LEGAL_FORMS.find((words) =>
      words.every((word, k) => (tokens[i + k] as NameToken | undefined)?.folded === word),
    );
    if (form) {
      legalForms.push(
        tokens
          .slice(i, i + form.length)
          .map((token) => token.raw)
          .join(' '),
      );
      i += form.length;
      continue;
    }
    const token = tokens[i] as NameToken;
    kept.push(LINK_WORDS.has(token.text) ? { ...token, particle: true } : token);
    i += 1;
  }
  // A name that is nothing but a legal form ("SA") keeps it: there is nothing else to compare.
  return { prepared: prepareName(name, kept.length > 0 ? kept : tokens), legalForms };
}

const weightOf = (token: NameToken) =>
  token.particle ? 0 : GENERIC_WORDS.has(token.folded) ? COMPANY_NAME_RULES.genericWord : 1;

/**
 * How alike two company names are (0–1), and why: the weighted share of both names' words that
 * found a partner (a Dice coefficient), each pair counting as close as its words are. Word order
 * and legal forms never count.
 */
export function compareCompanyNames(
  query: PreparedCompanyName,
  listed: PreparedCompanyName,
  listedName: { whole: string; alias: boolean; weak: boolean },
): NameReason {
  const alignment = alignNames(query.prepared, listed.prepared);
  const total = (prepared: PreparedName) => prepared.tokens.reduce((sum, token) => sum + weightOf(token), 0);
  const covered = (prepared: PreparedName, covers: readonly number[]) =>
    covers.reduce((sum, i) => sum + weightOf(prepared.tokens[i] as NameToken), 0);
  let matched = 0;
  for (const pair of alignment.pairs) {
    matched +=
      pair.match.similarity *
      (covered(query.prepared, pair.query.covers) + covered(listed.prepared, pair.listed.covers));
  }
  const weights = total(query.prepared) + total(listed.prepared);
  const similarity =
    (weights === 0 ? 0 : matched / weights) * (listedName.weak ? PERSON_NAME_RULES.weakName : 1);
  return {
    kind: 'name',
    listedName: listedName.whole,
    alias: listedName.alias,
    weak: listedName.weak,
    queryName: query.prepared.display,
    similarity: roundScore(Math.min(1, similarity)),
    words: alignment.pairs.map((pair) => ({
      query: pair.query.token.raw,
      listed: pair.listed.token.raw,
      kind: pair.match.kind,
      similarity: pair.match.similarity,
    })),
    unmatchedQuery: alignment.unmatchedQuery.map((token) => token.raw),
    unmatchedListed: alignment.unmatchedListed.map((token) => token.raw),
    orderSwapped: false,
    legalForms: [...query.legalForms, ...listed.legalForms],
  };
}
