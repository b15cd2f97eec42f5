/**
 * An invented entry as the demo and bench lists are written from: what both official layouts
 * hold of a person, an entity or a vessel, before each writer lays it out its own way.
 */
export type DemoBirth =
  | { year: number; month?: number; day?: number; circa?: boolean }
  | { yearFrom: number; yearTo: number };

export interface DemoAlias {
  whole: string;
  /** Parts, when the EU list gives them. */
  given?: string;
  family?: string;
  /** A kunya or a nickname: written as weak (strong="false") in the EU list. */
  weak?: boolean;
  /** The language of a name in another script (RU, UK, BE, EL, AR), as the EU list says it. */
  language?: string;
}

/** The legal bases the demo uses: real acts, their codes as the EU list's programmes. */
export type ProgrammeCode =
  | 'UKR'
  | 'BLR'
  | 'TAQA'
  | 'IRQ'
  | 'IRN'
  | 'SYR'
  | 'LBN'
  | 'MLI'
  | 'AFG'
  | 'VEN'
  | 'PRK'
  | 'TERR';

export interface DemoPerson {
  kind: 'person';
  /** As the register writes them: given names (PRENOM) and family name (Nom). */
  given: string;
  family: string;
  /** As the EU list writes its main name, when it holds the person. */
  eu?: { first: string; middle: string; last: string };
  gender: 'M' | 'F';
  births: DemoBirth[];
  /** ISO alpha-2. */
  nationalities: string[];
  aliases: DemoAlias[];
  programme: ProgrammeCode;
  birthPlace?: string;
  passport?: string;
  title?: string;
}

export interface DemoEntity {
  kind: 'entity';
  name: string;
  aliases: string[];
  programme: ProgrammeCode;
  country: string;
  registration?: string;
}

export interface DemoVessel {
  kind: 'vessel';
  name: string;
  imo: string;
  programme: ProgrammeCode;
}

export type DemoEntry = DemoPerson | DemoEntity | DemoVessel;

/** Every demo entry says it is invented, in its grounds. */
export const INVENTED_FR =
  'Entrée fictive : donnée de démonstration inventée, sans rapport avec une personne ou une mesure réelle.';
export const INVENTED_EN =
  'Fictitious entry: invented demonstration data, unrelated to any real person or measure.';

/** The acts behind each programme: the register's label, the EU list's number, day and address. */
export const PROGRAMMES: Record<
  ProgrammeCode,
  { label: string; eu: { number: string; publishedOn: string; url: string } | null }
> = {
  UKR: {
    label: '(UE) 269/2014 du 17/03/2014 (Ukraine - intégrité territoriale)',
    eu: { number: '269/2014 (OJ L78)', publishedOn: '2014-03-17', url: celex('32014R0269') },
  },
  BLR: {
    label: '(CE) 765/2006 du 18/05/2006 (Biélorussie)',
    eu: { number: '765/2006 (OJ L134)', publishedOn: '2006-05-20', url: celex('32006R0765') },
  },
  TAQA: {
    label: '(CE) 881/2002 du 27/05/2002 (EIIL (Daech) et Al-Qaida)',
    eu: { number: '881/2002 (OJ L139)', publishedOn: '2002-05-29', url: celex('32002R0881') },
  },
  IRQ: {
    label: '(CE) 1210/2003 du 07/07/2003 (Irak)',
    eu: { number: '1210/2003 (OJ L169)', publishedOn: '2003-07-08', url: celex('32003R1210') },
  },
  IRN: {
    label: '(UE) 267/2012 du 23/03/2012 (Iran - prolifération nucléaire)',
    eu: { number: '267/2012 (OJ L88)', publishedOn: '2012-03-24', url: celex('32012R0267') },
  },
  SYR: {
    label: '(UE) 36/2012 du 18/01/2012 (Syrie)',
    eu: { number: '36/2012 (OJ L16)', publishedOn: '2012-01-19', url: celex('32012R0036') },
  },
  LBN: {
    label: '(UE) 2021/1275 du 30/07/2021 (Liban)',
    eu: { number: '2021/1275 (OJ L277I)', publishedOn: '2021-08-02', url: celex('32021R1275') },
  },
  MLI: {
    label: '(UE) 2017/1770 du 28/09/2017 (Mali)',
    eu: { number: '2017/1770 (OJ L251)', publishedOn: '2017-09-29', url: celex('32017R1770') },
  },
  AFG: {
    label: '(UE) 753/2011 du 01/08/2011 (Afghanistan)',
    eu: { number: '753/2011 (OJ L199)', publishedOn: '2011-08-02', url: celex('32011R0753') },
  },
  VEN: {
    label: '(UE) 2017/2063 du 13/11/2017 (Venezuela)',
    eu: { number: '2017/2063 (OJ L295)', publishedOn: '2017-11-14', url: celex('32017R2063') },
  },
  PRK: {
    label: '(UE) 2017/1509 du 30/08/2017 (Corée du Nord)',
    eu: { number: '2017/1509 (OJ L224)', publishedOn: '2017-08-31', url: celex('32017R1509') },
  },
  // A national measure: the register only.
  TERR: {
    label: "Arrêté du 10/11/2026 portant application de l'article L. 562-2 du code monétaire et financier",
    eu: null,
  },
};

function celex(number: string): string {
  return `http://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:${number}`;
}
