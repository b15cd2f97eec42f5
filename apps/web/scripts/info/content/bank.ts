/**
 * The partner bank's contact points, shared by every document and language. The service is
 * white-labelled: a deployment puts the bank's real numbers and addresses here (the telephone
 * number below is in a range reserved for fiction, the domain is a reserved example domain).
 */
export const BANK = {
  phone: '01 99 00 42 42',
  phoneFromAbroad: '+33 1 99 00 42 42',
  openingEmail: 'ouverture-pro@banque-partenaire.example',
  complaintsEmail: 'reclamations@banque-partenaire.example',
  privacyEmail: 'dpo@banque-partenaire.example',
  website: 'https://www.banque-partenaire.example',
  /** The interbank line to block a lost or stolen card, open every day and night. */
  cardBlocking: '+33 1 99 00 42 00',
} as const;

/** The deposit guarantee scheme's regulated particulars (French arrêté of 27 October 2015). */
export const FGDR = {
  address: '65, rue de la Victoire, 75009 Paris',
  phone: '01 58 18 38 08',
  phoneFromAbroad: '+33 1 58 18 38 08',
  email: 'contact@garantiedesdepots.fr',
  website: 'https://www.garantiedesdepots.fr',
} as const;
