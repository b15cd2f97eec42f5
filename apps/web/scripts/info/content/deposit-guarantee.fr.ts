import { type InfoDocument, list, note, paragraph, table } from '../document';
import { FGDR } from './bank';

/** The regulated depositor information sheet (annex to the arrêté of 27 October 2015). */
export const depositGuaranteeFr: InfoDocument = {
  name: 'deposit-guarantee',
  locale: 'fr',
  title: 'Formulaire d’information des déposants',
  edition: 'Garantie des dépôts – version en vigueur au 1er novembre 2026',
  numbered: false,
  lead: [
    'Ce formulaire type est remis à tout déposant avant la conclusion de la convention de compte, puis une fois par an, conformément à l’article L. 312-4 du code monétaire et financier et à l’arrêté du 27 octobre 2015 relatif à l’information des déposants sur la garantie des dépôts.',
  ],
  sections: [
    {
      id: 'basics',
      heading: 'Informations générales sur la protection des dépôts',
      blocks: [
        table(
          ['Rubrique', 'Information'],
          [0.38, 0.62],
          [
            [
              'La protection des dépôts effectués auprès de la banque partenaire est assurée par',
              'Fonds de garantie des dépôts et de résolution (FGDR)',
            ],
            ['Plafond de la protection', '100 000 € par déposant et par établissement de crédit (1)'],
            [
              'Si vous avez plusieurs comptes dans le même établissement de crédit',
              'Tous les dépôts enregistrés sur vos comptes ouverts dans le même établissement de crédit entrant dans le champ de la garantie sont additionnés pour déterminer le montant éligible à la garantie ; le montant de l’indemnisation est plafonné à 100 000 € (1)',
            ],
            [
              'Si vous détenez un compte joint avec une ou plusieurs autres personnes',
              'Le plafond de 100 000 € s’applique à chaque déposant séparément. Le solde du compte joint est réparti entre ses cotitulaires ; la part de chacun est additionnée avec ses avoirs propres pour le calcul du plafond de garantie qui s’applique à lui (2)',
            ],
            ['Autres cas particuliers', 'Voir la note (2)'],
            [
              'Délai d’indemnisation en cas de défaillance de l’établissement de crédit',
              'Sept jours ouvrables (3)',
            ],
            ['Monnaie de l’indemnisation', 'Euro'],
            [
              'Correspondant',
              `Fonds de garantie des dépôts et de résolution (FGDR), ${FGDR.address}. Téléphone : ${FGDR.phone}. Courriel : ${FGDR.email}`,
            ],
            ['Pour en savoir plus', `Reportez-vous au site internet du FGDR : ${FGDR.website}`],
            [
              'Accusé de réception par le déposant',
              'Vous accusez réception de ce formulaire en cochant la case prévue à cet effet lors de l’acceptation de la convention de compte (5)',
            ],
          ],
        ),
      ],
    },
    {
      id: 'limit',
      heading: '(1) Limite générale de la protection',
      blocks: [
        paragraph(
          'Si un dépôt est indisponible parce qu’un établissement de crédit n’est pas en mesure d’honorer ses obligations financières, les déposants sont indemnisés par un système de garantie des dépôts. L’indemnité est plafonnée à 100 000 € par personne et par établissement de crédit. Cela signifie que tous les comptes créditeurs auprès d’un même établissement de crédit sont additionnés afin de déterminer le montant éligible à la garantie (sous réserve de l’application des dispositions légales ou contractuelles relatives à la compensation avec ses comptes débiteurs). Le plafond d’indemnisation est appliqué à ce total. Les dépôts et les personnes éligibles à cette garantie sont mentionnés à l’article L. 312-4-1 du code monétaire et financier (pour toute précision sur ce point, voir le site internet du FGDR).',
        ),
        note(
          'Par exemple, si un client détient un compte d’épargne éligible (hors livret A, livret de développement durable et solidaire et livret d’épargne populaire) dont le solde est de 90 000 € et un compte courant dont le solde est de 20 000 €, l’indemnisation sera plafonnée à 100 000 €.',
        ),
        paragraph(
          'Cette méthode s’applique également lorsqu’un établissement de crédit opère sous plusieurs marques commerciales. Cela signifie que l’ensemble des dépôts d’une même personne acceptés sous ces marques commerciales bénéficie d’une indemnisation maximale de 100 000 €.',
        ),
      ],
    },
    {
      id: 'special-cases',
      heading: '(2) Principaux cas particuliers',
      blocks: [
        list(
          'Les comptes joints sont répartis entre les cotitulaires à parts égales, sauf stipulation contractuelle prévoyant une autre clé de répartition. La part revenant à chacun est ajoutée à ses autres comptes ou dépôts et ce total bénéficie de la garantie jusqu’à 100 000 €.',
          'Les comptes sur lesquels deux personnes au moins ont des droits en leur qualité d’indivisaire, d’associé d’une société, de membre d’une association ou de tout groupement similaire, non dotés de la personnalité morale, sont regroupés et traités comme ayant été effectués par un déposant unique distinct des indivisaires ou associés.',
          'Les comptes appartenant à un entrepreneur individuel, ouverts afin d’y affecter le patrimoine et les dépôts bancaires de son activité professionnelle, sont regroupés et traités comme ayant été effectués par un déposant unique distinct des autres comptes de cette personne.',
          'Les sommes inscrites sur les livrets A, les livrets de développement durable et solidaire (LDDS) et les livrets d’épargne populaire (LEP) sont garanties indépendamment du plafond cumulé de 100 000 € applicable aux autres comptes. Cette garantie porte sur les sommes déposées sur l’ensemble de ces livrets pour un même titulaire ainsi que sur les intérêts afférents à ces sommes, dans la limite de 100 000 €.',
          'Certains dépôts à caractère exceptionnel (somme provenant d’une transaction immobilière réalisée sur un bien d’habitation appartenant au déposant ; somme constituant la réparation en capital d’un dommage subi par le déposant ; somme constituant le versement en capital d’un avantage-retraite ou d’un héritage) bénéficient d’un rehaussement de la garantie au-delà de 100 000 €, pendant une durée limitée à la suite de leur encaissement.',
        ),
        paragraph('Pour toute précision sur ces cas, voir le site internet du FGDR.'),
      ],
    },
    {
      id: 'payout',
      heading: '(3) Indemnisation',
      blocks: [
        paragraph(
          'Le FGDR met l’indemnisation à disposition des déposants et bénéficiaires de la garantie, pour les dépôts couverts par celle-ci, sept jours ouvrables à compter de la date à laquelle l’Autorité de contrôle prudentiel et de résolution fait le constat de l’indisponibilité des dépôts de l’établissement adhérent, en application du premier alinéa du I de l’article L. 312-5 du code monétaire et financier.',
        ),
        paragraph(
          'Ce délai concerne les indemnisations qui n’impliquent aucun traitement particulier ni aucun complément d’information nécessaire à la détermination du montant indemnisable ou à l’identification du déposant. Si un traitement particulier ou un complément d’information sont nécessaires, le versement de l’indemnisation intervient aussitôt que possible.',
        ),
        paragraph('La mise à disposition se fait, au choix du FGDR :'),
        list(
          'soit par l’envoi d’une lettre-chèque en recommandé avec avis de réception ;',
          'soit par la mise en ligne des informations nécessaires sur un espace internet sécurisé, ouvert spécialement à cet effet par le FGDR et accessible à partir de son site officiel, afin de permettre au bénéficiaire de faire connaître le nouveau compte bancaire sur lequel il souhaite que l’indemnisation lui soit versée par virement.',
        ),
      ],
    },
    {
      id: 'other',
      heading: '(4) Autres informations importantes',
      blocks: [
        paragraph(
          'Le principe général est que tous les clients, qu’ils soient des particuliers ou des entreprises, que leurs comptes soient ouverts à titre personnel ou à titre professionnel, sont couverts par le FGDR. Les exceptions applicables à certains dépôts ou à certains produits sont indiquées sur le site internet du FGDR.',
        ),
        paragraph(
          'Votre établissement de crédit vous informe sur demande si ses produits sont garantis ou non. Si un dépôt est garanti, l’établissement de crédit le confirme également sur le relevé de compte envoyé périodiquement et au moins une fois par an.',
        ),
      ],
    },
    {
      id: 'acknowledgement',
      heading: '(5) Accusé de réception',
      blocks: [
        paragraph(
          'Lorsque ce formulaire est joint ou intégré aux conditions générales ou aux conditions particulières du projet de contrat ou de convention, il est accusé réception à l’occasion de la signature de la convention. Il n’est pas accusé réception à l’occasion de l’envoi annuel du formulaire postérieurement à la conclusion du contrat ou de la convention.',
        ),
      ],
    },
  ],
};
