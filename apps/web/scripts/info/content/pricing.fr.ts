import { type InfoDocument, note, paragraph, table } from '../document';

const COLUMNS = ['Service', 'Tarif'];
const WIDTHS = [0.68, 0.32];

export const pricingFr: InfoDocument = {
  name: 'pricing',
  locale: 'fr',
  title: 'Conditions tarifaires – compte professionnel en ligne',
  edition: 'Extrait des conditions tarifaires applicables au 1er novembre 2026',
  numbered: false,
  lead: [
    'Principaux tarifs du compte professionnel ouvert en ligne par les professionnels de santé et leurs structures d’exercice. Les tarifs sont exprimés en euros, toutes taxes comprises ; la plupart des services bancaires sont exonérés de TVA.',
  ],
  sections: [
    {
      id: 'account',
      heading: 'Ouverture et tenue du compte',
      blocks: [
        table(COLUMNS, WIDTHS, [
          ['Ouverture du compte en ligne', 'Gratuit'],
          [
            'Abonnement compte professionnel : tenue de compte, banque en ligne et application mobile, alertes de solde, une carte Visa Business à débit immédiat',
            '12,00 € par mois',
          ],
          ['Relevé de compte mensuel électronique', 'Inclus'],
          ['Relevé de compte papier (sur demande)', '2,50 € par envoi'],
          ['Authentification forte par application, e-mail ou SMS', 'Inclus'],
          ['Clôture du compte', 'Gratuit'],
        ]),
      ],
    },
    {
      id: 'capital',
      heading: 'Création de société',
      blocks: [
        table(COLUMNS, WIDTHS, [
          [
            'Dépôt du capital social et certificat du dépositaire (attestation de dépôt des fonds)',
            'Gratuit',
          ],
          ['Libération du capital sur présentation de l’extrait Kbis', 'Gratuit'],
          ['Restitution des fonds aux apporteurs en l’absence d’immatriculation', '50,00 €'],
        ]),
      ],
    },
    {
      id: 'cards',
      heading: 'Cartes',
      blocks: [
        table(COLUMNS, WIDTHS, [
          ['Carte Visa Business à débit immédiat (première carte)', 'Incluse dans l’abonnement'],
          ['Carte Visa Business à débit différé', '6,00 € par mois'],
          ['Carte supplémentaire (collaborateur, associé)', '4,00 € par mois'],
          ['Paiement par carte en euros dans l’Espace économique européen', 'Gratuit'],
          [
            'Retrait d’espèces en euros dans l’Espace économique européen',
            '3 retraits gratuits par mois, puis 1,00 € par retrait',
          ],
          ['Paiement ou retrait en devises hors de l’Espace économique européen', '2 % du montant'],
          ['Opposition sur carte (perte, vol, fraude)', 'Gratuit'],
          ['Refabrication de la carte (hors opposition)', '15,00 €'],
          ['Réédition du code confidentiel', '8,00 €'],
        ]),
      ],
    },
    {
      id: 'transfers',
      heading: 'Virements',
      blocks: [
        table(COLUMNS, WIDTHS, [
          ['Virement SEPA émis en ligne, occasionnel ou permanent', 'Inclus'],
          ['Virement SEPA instantané émis en ligne', 'Inclus'],
          ['Virement SEPA reçu', 'Gratuit'],
          ['Virement SEPA émis par l’intermédiaire d’un conseiller', '5,00 €'],
          ['Virement international hors SEPA émis', '15,00 € plus les frais de la banque du bénéficiaire'],
          ['Virement international hors SEPA reçu', '10,00 €'],
        ]),
      ],
    },
    {
      id: 'direct-debits',
      heading: 'Prélèvements et encaissements',
      blocks: [
        table(COLUMNS, WIDTHS, [
          ['Paiement d’un prélèvement SEPA', 'Gratuit'],
          ['Opposition ou révocation d’un mandat de prélèvement', 'Gratuit'],
          ['Obtention d’un identifiant créancier SEPA (ICS)', 'Gratuit'],
          ['Émission de prélèvements SEPA (par prélèvement)', '0,30 €'],
          ['Remise de chèques à l’encaissement (par envoi postal)', 'Gratuit'],
          ['Chéquier (sur demande)', 'Gratuit'],
        ]),
      ],
    },
    {
      id: 'incidents',
      heading: 'Irrégularités et incidents',
      blocks: [
        table(COLUMNS, WIDTHS, [
          [
            'Commission d’intervention (traitement d’une opération entraînant une irrégularité de fonctionnement du compte)',
            '8,00 € par opération, dans la limite de 80,00 € par mois',
          ],
          ['Lettre d’information préalable au rejet d’un chèque sans provision', '15,00 €'],
          [
            'Rejet d’un chèque pour défaut de provision',
            '30,00 € (chèque jusqu’à 50 €), 50,00 € (chèque de plus de 50 €)',
          ],
          [
            'Rejet d’un prélèvement pour défaut de provision',
            '20,00 €, dans la limite du montant de l’opération',
          ],
          ['Opposition sur chèque ou chéquier', '15,00 €'],
          [
            'Frais de saisie administrative à tiers détenteur',
            '10 % du montant dû au Trésor public, dans la limite de 100,00 €',
          ],
          ['Frais de saisie-attribution ou de saisie conservatoire', '100,00 €'],
          ['Lettre de relance pour position débitrice non autorisée', '15,00 €'],
        ]),
        paragraph(
          'Les intérêts débiteurs d’une position débitrice non autorisée sont calculés au taux indiqué dans la brochure complète et ne peuvent dépasser le taux de l’usure applicable.',
        ),
      ],
    },
    {
      id: 'other',
      heading: 'Autres services',
      blocks: [
        table(COLUMNS, WIDTHS, [
          ['Attestation (solde, détention de compte) à la demande du client', '15,00 €'],
          ['Recherche de document de moins d’un an', '15,00 € par document'],
          ['Recherche de document de plus d’un an', '30,00 € par document'],
          [
            'Frais de tenue d’un compte inactif (articles L. 312-19 et suivants du code monétaire et financier)',
            '30,00 € par an au plus',
          ],
        ]),
        note(
          'La brochure tarifaire complète, qui détaille tous les services et le médiateur compétent, vous est remise avec la convention de compte et reste disponible dans votre espace client. Toute modification des tarifs vous est communiquée au moins deux mois avant son application.',
        ),
      ],
    },
  ],
};
