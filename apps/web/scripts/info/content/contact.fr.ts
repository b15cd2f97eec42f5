import { type InfoDocument, list, note, paragraph } from '../document';
import { BANK } from './bank';

export const contactFr: InfoDocument = {
  name: 'contact',
  locale: 'fr',
  title: 'Nous contacter',
  edition: 'Mise à jour le 1er novembre 2026',
  numbered: false,
  lead: [
    'Nos conseillers spécialistes des professionnels de santé répondent à vos questions, avant, pendant et après l’ouverture de votre compte.',
  ],
  sections: [
    {
      id: 'opening',
      heading: 'Votre ouverture de compte',
      blocks: [
        list(
          `Par e-mail : ${BANK.openingEmail} ; nous vous répondons sous deux jours ouvrés.`,
          `Par téléphone : ${BANK.phone} (appel non surtaxé), du lundi au vendredi de 8 h 30 à 19 h et le samedi de 9 h à 13 h. Depuis l’étranger : ${BANK.phoneFromAbroad}.`,
        ),
        paragraph(
          'Pour que nous puissions vous aider rapidement, indiquez l’adresse e-mail utilisée pour votre demande et, si vous l’avez, le numéro SIREN de votre structure. N’envoyez jamais de pièce d’identité ni de mot de passe par e-mail : déposez vos justificatifs dans l’espace sécurisé du service.',
        ),
      ],
    },
    {
      id: 'customers',
      heading: 'Vous êtes déjà client',
      blocks: [
        paragraph(
          'Votre conseiller est joignable par la messagerie sécurisée de votre espace client et de l’application mobile, ainsi qu’au numéro ci-dessus. Vos relevés, votre RIB et vos documents contractuels y sont disponibles à tout moment.',
        ),
      ],
    },
    {
      id: 'card',
      heading: 'Perte ou vol de votre carte',
      blocks: [
        paragraph(
          `Faites opposition immédiatement depuis l’application mobile ou par téléphone au ${BANK.cardBlocking}, 7 jours sur 7 et 24 heures sur 24. En cas de vol ou d’utilisation frauduleuse, déposez également plainte auprès des services de police ou de gendarmerie.`,
        ),
      ],
    },
    {
      id: 'fraud',
      heading: 'Message suspect ou tentative de fraude',
      blocks: [
        note(
          'Nous ne vous demanderons jamais vos codes de vérification, votre mot de passe ou les données complètes de votre carte, ni par téléphone, ni par e-mail, ni par SMS. Si l’on vous les demande, raccrochez et contactez-nous au numéro habituel.',
        ),
        paragraph(
          'Signalez-nous sans attendre tout message ou appel suspect. Vous pouvez aussi trouver de l’aide sur www.cybermalveillance.gouv.fr.',
        ),
      ],
    },
    {
      id: 'complaints',
      heading: 'Réclamations',
      blocks: [
        paragraph(
          `Adressez votre réclamation au service Relations clientèle depuis votre espace client ou par e-mail (${BANK.complaintsEmail}). Nous en accusons réception sous dix jours ouvrables et y répondons sous deux mois au plus (quinze jours ouvrables pour un service de paiement). Si la réponse ne vous satisfait pas, vous pouvez saisir gratuitement le médiateur bancaire, dans les conditions prévues par les conditions générales.`,
        ),
      ],
    },
    {
      id: 'privacy',
      heading: 'Vos données personnelles',
      blocks: [
        paragraph(
          `Pour exercer vos droits sur vos données, écrivez au délégué à la protection des données : ${BANK.privacyEmail}.`,
        ),
      ],
    },
  ],
};
