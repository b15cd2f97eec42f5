import { type InfoDocument, list, note, paragraph } from '../document';
import { BANK } from './bank';

export const termsFr: InfoDocument = {
  name: 'terms',
  locale: 'fr',
  title: 'Conditions générales et convention de compte professionnel',
  edition: 'Version en vigueur au 1er novembre 2026',
  numbered: true,
  lead: [
    'Le présent document résume les conditions générales de la convention de compte courant professionnel ouvert en ligne auprès de la banque partenaire par l’intermédiaire de la marque partenaire. Il constitue, avec les conditions particulières, les conditions tarifaires et le formulaire d’information des déposants, la convention de compte que vous acceptez à la dernière étape de votre demande.',
  ],
  sections: [
    {
      id: 'purpose',
      heading: 'Objet et documents contractuels',
      blocks: [
        paragraph(
          'La convention a pour objet l’ouverture et le fonctionnement d’un compte courant professionnel en euros, des moyens de paiement qui y sont associés (carte, virements, prélèvements) et des services de banque à distance. Le compte est exclusivement destiné aux opérations de l’activité professionnelle du titulaire ; il ne peut pas être utilisé pour des opérations personnelles.',
        ),
        paragraph('La convention se compose, par ordre de priorité décroissant :'),
        list(
          'des conditions particulières, qui identifient le titulaire, ses représentants et le compte ouvert ;',
          'des présentes conditions générales ;',
          'des conditions tarifaires applicables à la clientèle professionnelle ;',
          'du formulaire d’information des déposants relatif à la garantie des dépôts.',
        ),
        paragraph(
          'Ces documents vous sont remis sur un support durable avant votre engagement : vous pouvez les télécharger au format PDF et les conserver. Un exemplaire signé est ensuite disponible à tout moment dans votre espace client.',
        ),
      ],
    },
    {
      id: 'parties',
      heading: 'Parties',
      blocks: [
        paragraph(
          'Le compte est ouvert et tenu par la banque partenaire, établissement de crédit agréé et contrôlé par l’Autorité de contrôle prudentiel et de résolution (ACPR), désignée ci-après « la Banque ».',
        ),
        paragraph(
          'La marque partenaire, affiliée à un groupe d’assurance, présente l’offre à ses clients et adhérents en qualité d’intermédiaire en opérations de banque et en services de paiement, mandataire non exclusif de la Banque, immatriculé au registre de l’ORIAS (www.orias.fr). Elle ne reçoit aucun fonds de la clientèle et ne prend aucune décision d’ouverture de compte.',
        ),
        paragraph(
          'Le titulaire, désigné ci-après « le Client », est un professionnel de santé exerçant à titre libéral ou la structure au travers de laquelle il exerce :',
        ),
        list(
          'un entrepreneur individuel (médecin, chirurgien-dentiste, pharmacien, masseur-kinésithérapeute, sage-femme, infirmier, orthophoniste ou autre profession de santé), y compris sous le régime de la micro-entreprise ;',
          'une société d’exercice libéral (SEL, SELARL, SELAS, SELAFA, SELCA) ou une société civile professionnelle (SCP) ;',
          'une société civile de moyens (SCM), une société civile immobilière (SCI) ou une autre société commerciale de l’activité de santé ;',
          'une association ou un groupement intervenant dans le domaine de la santé.',
        ),
        paragraph(
          'Le Client personne morale agit par son représentant légal ou par une personne dûment habilitée, qui déclare disposer des pouvoirs nécessaires.',
        ),
      ],
    },
    {
      id: 'opening',
      heading: 'Conditions d’ouverture',
      blocks: [
        paragraph(
          'La demande est faite en ligne. L’ouverture du compte est subordonnée à l’acceptation de la demande par la Banque, qui peut la refuser sans avoir à motiver sa décision. Le Client peut alors, s’il remplit les conditions prévues par l’article L. 312-1 du code monétaire et financier, demander à la Banque de France de lui désigner un établissement au titre du droit au compte.',
        ),
        paragraph(
          'Le Client fournit des informations exactes et des justificatifs complets, lisibles et à jour, notamment :',
        ),
        list(
          'une pièce d’identité officielle en cours de validité pour le représentant légal, le titulaire d’une délégation de pouvoirs et chaque bénéficiaire effectif ;',
          'un justificatif de domicile de moins de trois mois ;',
          'pour une activité déjà exercée : un extrait Kbis, un avis de situation au répertoire SIRENE ou un justificatif d’inscription à l’Ordre ou au répertoire partagé des professionnels de santé (RPPS) de moins de trois mois ;',
          'pour une société : les statuts à jour et, le cas échéant, le procès-verbal nommant le dirigeant ; pour une association : les statuts et la déclaration en préfecture (numéro RNA).',
        ),
        paragraph(
          'Les documents sont déposés sous forme de fichiers PDF, JPEG ou PNG dans l’espace sécurisé du service. La Banque peut demander tout document complémentaire nécessaire à l’examen de la demande.',
        ),
      ],
    },
    {
      id: 'kyc',
      heading: 'Connaissance du client et lutte contre le blanchiment',
      blocks: [
        paragraph(
          'En application des articles L. 561-1 et suivants du code monétaire et financier, la Banque doit, avant l’entrée en relation et pendant toute sa durée, identifier et vérifier l’identité du Client, de ses représentants et de ses bénéficiaires effectifs, c’est-à-dire des personnes physiques qui détiennent directement ou indirectement plus de 25 % du capital ou des droits de vote ou qui exercent un contrôle sur la société. Elle recueille également des informations sur l’objet et la nature de la relation d’affaires, l’activité, l’origine des fonds et le fonctionnement prévu du compte.',
        ),
        paragraph(
          'Le Client déclare notamment si lui-même ou l’un de ses bénéficiaires effectifs est une personne politiquement exposée, s’il est une « US person » au sens de la réglementation FATCA et s’il a une résidence fiscale hors de France, ces informations faisant l’objet d’échanges automatiques avec l’administration fiscale dans les conditions de l’article 1649 AC du code général des impôts.',
        ),
        paragraph(
          'Le Client informe la Banque sans délai de tout changement (dirigeant, associés, adresse, activité, forme juridique) et lui communique les justificatifs correspondants. À défaut d’informations suffisantes, la Banque peut ne pas exécuter une opération, suspendre le fonctionnement du compte ou mettre fin à la relation. La Banque est tenue à des obligations de déclaration envers le service Tracfin et applique les mesures de gel des avoirs prévues aux articles L. 562-1 et suivants du même code.',
        ),
      ],
    },
    {
      id: 'activation',
      heading: 'Activation du compte',
      blocks: [
        paragraph(
          'Activité existante. L’entrée en relation ayant lieu à distance, la Banque applique la mesure de vérification prévue à l’article R. 561-5-2 du code monétaire et financier : le compte n’est activé qu’après réception d’un premier virement d’un montant d’au moins 50 € provenant d’un compte ouvert au nom du Client auprès d’un établissement de crédit ou de paiement situé dans l’Union européenne ou dans l’Espace économique européen. Ce montant reste acquis au Client et est disponible sur son compte dès l’activation. Si ce virement n’est pas reçu dans un délai de 60 jours, la demande est classée sans suite.',
        ),
        paragraph(
          'Société en cours de formation. Le compte reçoit d’abord le dépôt du capital social : chaque apporteur effectue un virement du montant de ses apports depuis un compte ouvert à son nom. Dès réception de la totalité des fonds et de la liste des souscripteurs, la Banque délivre le certificat du dépositaire (attestation de dépôt des fonds) nécessaire à l’immatriculation. Les fonds restent indisponibles jusqu’à la présentation de l’extrait Kbis de la société ; le compte devient alors un compte courant professionnel et le capital est libéré à son profit.',
        ),
        note(
          'Si la société n’est pas immatriculée dans un délai de six mois à compter du premier dépôt, les fonds sont restitués aux apporteurs sur leur demande, dans les conditions prévues par le code de commerce.',
        ),
      ],
    },
    {
      id: 'operation',
      heading: 'Fonctionnement du compte',
      blocks: [
        paragraph(
          'Le compte doit présenter un solde créditeur. Aucun découvert n’est consenti sans un accord écrit préalable de la Banque, qui en précise le montant, la durée et le coût. Une position débitrice non autorisée donne lieu aux frais et intérêts prévus par les conditions tarifaires, et la Banque peut refuser les opérations qui la créeraient.',
        ),
        paragraph(
          'Le Client reçoit chaque mois un relevé de compte électronique dans son espace client. Il vérifie les opérations qui y figurent et signale sans tarder toute anomalie. Les relevés et les pièces justificatives sont conservés par la Banque pendant les durées légales.',
        ),
        paragraph(
          'Les sommes versées sur le compte ne sont pas rémunérées. Le compte est tenu en euros ; les opérations en devises sont converties au cours pratiqué par la Banque ou par le réseau de carte le jour du traitement.',
        ),
      ],
    },
    {
      id: 'payments',
      heading: 'Services de paiement',
      blocks: [
        paragraph(
          'Le compte donne accès aux virements SEPA, y compris aux virements instantanés, aux prélèvements SEPA et à une carte de paiement professionnelle. Un virement SEPA standard reçu avant l’heure limite de la journée est crédité au bénéficiaire au plus tard à la fin du jour ouvrable suivant ; un virement instantané est exécuté en quelques secondes, tous les jours de l’année.',
        ),
        paragraph(
          'Avant l’exécution d’un virement, la Banque vérifie la concordance entre le nom du bénéficiaire et l’IBAN indiqués et informe le Client du résultat. Le Client reste libre de confirmer l’ordre ; s’il le fait malgré une absence de concordance, la Banque n’est pas responsable d’une exécution au profit d’un autre bénéficiaire.',
        ),
        paragraph(
          'Le Client signale sans délai toute opération de paiement non autorisée ou mal exécutée, et au plus tard dans les treize mois suivant la date de débit. Le remboursement d’une opération non autorisée n’est pas dû en cas de fraude du Client ou de négligence grave dans la garde de ses données de sécurité.',
        ),
      ],
    },
    {
      id: 'security',
      heading: 'Authentification forte et sécurité',
      blocks: [
        paragraph(
          'Conformément à la directive européenne sur les services de paiement (DSP2) et à l’article L. 133-44 du code monétaire et financier, la Banque applique une authentification forte lorsque le Client accède à son compte en ligne, initie une opération de paiement électronique ou effectue une action sensible comme la finalisation de son ouverture de compte ou l’ajout d’un bénéficiaire. L’authentification forte combine au moins deux éléments indépendants parmi une connaissance (mot de passe), une possession (téléphone enregistré, application mobile) et une caractéristique personnelle (empreinte, reconnaissance faciale).',
        ),
        paragraph('Le Client s’engage à :'),
        list(
          'garder strictement confidentiels son mot de passe et les codes de vérification reçus par application, par e-mail ou par SMS, ne jamais les noter avec ses identifiants ni les communiquer, y compris à une personne se présentant comme un conseiller de la Banque ;',
          'utiliser un appareil et une messagerie dont il a seul l’usage et les protéger par un code ou une donnée biométrique ;',
          'informer la Banque sans délai de la perte, du vol ou de toute utilisation frauduleuse de ses données de sécurité ou de son téléphone.',
        ),
        note(
          'La Banque ne vous demandera jamais vos codes de vérification, votre mot de passe ou les données complètes de votre carte, ni par téléphone, ni par e-mail, ni par SMS.',
        ),
        paragraph(
          'La Banque peut bloquer l’accès à la banque en ligne ou l’utilisation d’un moyen de paiement pour des raisons de sécurité ou en cas de présomption d’opération frauduleuse ; elle en informe le Client, si possible avant le blocage.',
        ),
      ],
    },
    {
      id: 'online',
      heading: 'Services en ligne et communications',
      blocks: [
        paragraph(
          'Le Client accède à son compte par le site internet et l’application mobile de la Banque. Les services sont disponibles en continu, sauf interruption pour maintenance ou incident ; la Banque s’efforce d’en limiter la durée et d’en informer le Client à l’avance.',
        ),
        paragraph(
          'Le Client accepte de recevoir les informations relatives à son compte, ses relevés et les modifications de la convention sous forme électronique, dans son espace client ou à l’adresse e-mail qu’il a déclarée, qu’il s’engage à tenir à jour. Les enregistrements informatiques de la Banque font foi des opérations réalisées, sauf preuve contraire. La signature électronique et l’acceptation en ligne de la convention ont la même valeur qu’une signature manuscrite.',
        ),
      ],
    },
    {
      id: 'fees',
      heading: 'Tarification',
      blocks: [
        paragraph(
          'Les services sont facturés selon les conditions tarifaires en vigueur, dont un extrait est accessible avant l’ouverture et dont la brochure complète est remise avec la convention. Les frais sont prélevés sur le compte à leur date d’exigibilité ; l’abonnement mensuel est perçu au début de chaque mois.',
        ),
        paragraph(
          'Les services bancaires sont pour la plupart exonérés de TVA. Lorsqu’un service y est soumis, le tarif l’indique.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Modification de la convention',
      blocks: [
        paragraph(
          'Tout projet de modification de la convention ou des conditions tarifaires est communiqué au Client sur support durable au moins deux mois avant la date de son application. Son absence de contestation avant cette date vaut acceptation. En cas de refus, le Client peut résilier la convention sans frais avant la date d’application. Les modifications imposées par une loi ou un règlement s’appliquent dès leur entrée en vigueur.',
        ),
      ],
    },
    {
      id: 'termination',
      heading: 'Durée et résiliation',
      blocks: [
        paragraph('La convention est conclue pour une durée indéterminée.'),
        list(
          'Le Client peut la résilier à tout moment, sans frais, depuis son espace client ou par lettre ; la clôture intervient au plus tard trente jours après sa demande.',
          'La Banque peut la résilier par lettre recommandée avec un préavis de soixante jours.',
          'La Banque peut clôturer le compte sans préavis en cas de comportement gravement répréhensible du Client, de fourniture d’informations fausses, de refus de communiquer les informations requises au titre de la lutte contre le blanchiment, ou de cessation d’activité, de liquidation ou de dissolution de la société.',
        ),
        paragraph(
          'À la clôture, le Client restitue ses moyens de paiement et maintient une provision suffisante pour le dénouement des opérations en cours. Le solde créditeur lui est versé par virement sur le compte qu’il désigne. Un compte sans opération ni contact pendant douze mois est considéré comme inactif et traité conformément aux articles L. 312-19 et suivants du code monétaire et financier.',
        ),
      ],
    },
    {
      id: 'withdrawal',
      heading: 'Droit de rétractation',
      blocks: [
        paragraph(
          'Lorsque la convention est conclue à distance ou à la suite d’un démarchage et que le Client bénéficie d’un droit de rétractation (articles L. 222-7 du code de la consommation et L. 341-16 du code monétaire et financier), il dispose d’un délai de quatorze jours calendaires révolus à compter de la conclusion de la convention pour se rétracter, sans avoir à justifier de motif ni à supporter de pénalité.',
        ),
        paragraph(
          'La rétractation est notifiée par lettre recommandée avec avis de réception ou depuis l’espace client. Elle entraîne la clôture du compte et la restitution des sommes et des moyens de paiement. Les services fournis pendant le délai à la demande expresse du Client sont dus au prorata de la période écoulée. Un dépôt de capital pour lequel le certificat du dépositaire a déjà été délivré ne peut être restitué que dans les conditions prévues par le code de commerce.',
        ),
      ],
    },
    {
      id: 'data',
      heading: 'Protection des données personnelles et secret professionnel',
      blocks: [
        paragraph(
          'La Banque est responsable du traitement des données personnelles recueillies lors de la demande et pendant la relation, au sens du règlement (UE) 2016/679 (RGPD). Ces données sont traitées pour :',
        ),
        list(
          'l’examen de la demande, l’ouverture, la gestion du compte et l’exécution des opérations, sur le fondement de la convention ;',
          'le respect des obligations légales et réglementaires : connaissance du client, lutte contre le blanchiment et le financement du terrorisme, échanges fiscaux, comptabilité ;',
          'la prévention de la fraude, la sécurité des services et la gestion du risque, sur le fondement de l’intérêt légitime de la Banque ;',
          'l’information de la marque partenaire sur l’état de l’ouverture de compte (en cours, ouvert, clos), uniquement si le Client y consent ; ce consentement peut être retiré à tout moment.',
        ),
        paragraph(
          'Les données sont destinées aux services habilités de la Banque, à ses prestataires et sous-traitants soumis à une obligation de confidentialité, ainsi qu’aux autorités légalement habilitées. Elles sont hébergées dans l’Union européenne ; tout transfert hors de l’Union est encadré par des garanties appropriées.',
        ),
        paragraph(
          'Les données sont conservées pendant la durée de la relation puis cinq ans après la clôture du compte (article L. 561-12 du code monétaire et financier) et dix ans pour les pièces comptables. Les données d’une demande qui n’aboutit pas sont conservées six mois, puis supprimées.',
        ),
        paragraph(
          `Le Client et les personnes concernées disposent d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition, ainsi que du droit de définir des directives relatives au sort de leurs données après leur décès. Ces droits s’exercent auprès du délégué à la protection des données de la Banque (${BANK.privacyEmail}). Une réclamation peut être adressée à la CNIL (www.cnil.fr).`,
        ),
        paragraph(
          'La Banque est tenue au secret professionnel (article L. 511-33 du code monétaire et financier). Le Client l’autorise à partager avec la marque partenaire les seules informations nécessaires à la présentation de l’offre et, s’il y consent, à l’information sur l’état de son ouverture de compte.',
        ),
      ],
    },
    {
      id: 'complaints',
      heading: 'Réclamations et médiation',
      blocks: [
        paragraph(
          `Pour toute réclamation, le Client s’adresse au service Relations clientèle de la Banque depuis son espace client, par téléphone au ${BANK.phone} ou par e-mail (${BANK.complaintsEmail}). La Banque accuse réception de la réclamation dans un délai de dix jours ouvrables et y répond dans un délai de deux mois au plus. Pour une réclamation relative à un service de paiement, la réponse est apportée dans les quinze jours ouvrables, ou exceptionnellement dans les trente-cinq jours ouvrables si un délai supplémentaire est nécessaire et motivé.`,
        ),
        paragraph(
          'Si la réponse ne le satisfait pas ou en l’absence de réponse dans ces délais, le Client peut saisir gratuitement et par écrit le médiateur bancaire désigné par la Banque, dont les coordonnées et la charte figurent dans les conditions tarifaires et sur le site internet de la Banque. Le médiateur rend sa proposition dans un délai de quatre-vingt-dix jours. Pour les difficultés de financement, le Client peut également saisir la Médiation du crédit aux entreprises.',
        ),
      ],
    },
    {
      id: 'guarantee',
      heading: 'Garantie des dépôts',
      blocks: [
        paragraph(
          'Les dépôts espèces sur le compte sont couverts par le Fonds de garantie des dépôts et de résolution (FGDR) dans la limite de 100 000 € par déposant et par établissement de crédit, conformément aux articles L. 312-4 et suivants du code monétaire et financier. Le formulaire d’information des déposants, remis avec la convention, précise les conditions et les modalités de l’indemnisation.',
        ),
      ],
    },
    {
      id: 'law',
      heading: 'Droit applicable et langue',
      blocks: [
        paragraph(
          'La convention est soumise au droit français. Elle est conclue en langue française, qui est la langue utilisée pendant toute la relation ; les traductions proposées en anglais et en allemand sont fournies à titre d’information et, en cas de divergence, la version française prévaut.',
        ),
        paragraph(
          'Tout litige relatif à la convention relève des juridictions françaises compétentes selon les règles de droit commun.',
        ),
      ],
    },
  ],
};
