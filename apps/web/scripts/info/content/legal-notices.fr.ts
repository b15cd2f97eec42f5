import { type InfoDocument, list, paragraph } from '../document';
import { BANK } from './bank';

export const legalNoticesFr: InfoDocument = {
  name: 'legal-notices',
  locale: 'fr',
  title: 'Mentions légales',
  edition: 'Mise à jour le 1er novembre 2026',
  numbered: false,
  lead: [
    'Informations prévues par la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique, relatives au service d’ouverture de compte professionnel en ligne.',
  ],
  sections: [
    {
      id: 'publisher',
      heading: 'Éditeur du service',
      blocks: [
        paragraph(
          'Le service d’ouverture de compte en ligne est édité, pour le compte de la marque partenaire, par la banque partenaire, établissement de crédit agréé par l’Autorité de contrôle prudentiel et de résolution (ACPR). Sa dénomination sociale, sa forme, son capital, l’adresse de son siège social et son numéro d’immatriculation au registre du commerce et des sociétés figurent dans les conditions particulières de la convention de compte et sur chaque relevé de compte.',
        ),
        paragraph(`Site internet : ${BANK.website}. Téléphone : ${BANK.phone}.`),
        paragraph('Directeur de la publication : le directeur général de la banque partenaire.'),
      ],
    },
    {
      id: 'intermediary',
      heading: 'Marque partenaire',
      blocks: [
        paragraph(
          'La marque partenaire, affiliée à un groupe d’assurance, présente l’offre de compte professionnel en qualité d’intermédiaire en opérations de banque et en services de paiement, mandataire non exclusif de la banque partenaire. Son immatriculation peut être vérifiée sur le registre unique des intermédiaires tenu par l’ORIAS (www.orias.fr).',
        ),
      ],
    },
    {
      id: 'supervision',
      heading: 'Autorité de contrôle',
      blocks: [
        paragraph(
          'La banque partenaire est soumise au contrôle de l’Autorité de contrôle prudentiel et de résolution (ACPR), 4 place de Budapest, CS 92459, 75436 Paris Cedex 09 (www.acpr.banque-france.fr). La liste des établissements agréés peut être consultée sur le registre des agents financiers (www.regafi.fr).',
        ),
      ],
    },
    {
      id: 'hosting',
      heading: 'Hébergement',
      blocks: [
        paragraph(
          'Le service est hébergé dans des centres de données situés dans l’Union européenne par le prestataire d’hébergement de la banque partenaire, certifié ISO/IEC 27001. Les données sont chiffrées en transit et au repos ; les justificatifs déposés sont conservés chiffrés et ne sont accessibles qu’aux personnes habilitées.',
        ),
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Propriété intellectuelle',
      blocks: [
        paragraph(
          'Les contenus du service (textes, marques, logos, illustrations, logiciels) sont protégés par le droit de la propriété intellectuelle. Toute reproduction ou représentation, totale ou partielle, sans l’autorisation préalable de leurs titulaires est interdite.',
        ),
      ],
    },
    {
      id: 'personal-data',
      heading: 'Données personnelles',
      blocks: [
        paragraph(
          'Les informations recueillies sont nécessaires à l’examen de votre demande, à l’ouverture de votre compte et au respect des obligations légales de la banque (connaissance du client, lutte contre le blanchiment des capitaux et le financement du terrorisme). La banque partenaire en est responsable de traitement.',
        ),
        list(
          'Vous disposez d’un droit d’accès, de rectification, d’effacement et de portabilité de vos données, ainsi que d’un droit d’opposition et de limitation du traitement.',
          `Ces droits s’exercent auprès du délégué à la protection des données de la banque : ${BANK.privacyEmail}.`,
          'Vous pouvez introduire une réclamation auprès de la Commission nationale de l’informatique et des libertés (www.cnil.fr).',
        ),
        paragraph(
          'Les finalités, les destinataires et les durées de conservation sont détaillés dans l’article « Protection des données personnelles et secret professionnel » des conditions générales.',
        ),
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        paragraph(
          'Le service utilise des cookies fonctionnels indispensables à son fonctionnement (session, sécurité, mémorisation de vos choix) et, uniquement avec votre accord, des cookies de mesure d’audience. Vous pouvez revenir sur vos choix à tout moment en supprimant les cookies du service dans votre navigateur : le bandeau de consentement vous est alors de nouveau présenté. Votre choix est conservé 365 jours.',
        ),
      ],
    },
    {
      id: 'law',
      heading: 'Droit applicable',
      blocks: [
        paragraph(
          'Les présentes mentions et l’utilisation du service sont régies par le droit français. La version française fait foi.',
        ),
      ],
    },
  ],
};
