/**
 * Every message the domain, the API and the web's shared texts use, French, grouped by key prefix
 * (validation.*, error.*, auth.*, document.*, sca.*, email.*, kyc.*). Placeholders: "{name}",
 * or "{name, amount}" / "{name, number}" for a number written the language's way.
 */
export const fr = {
  'validation.siret_unknown':
    'Ce numéro SIRET est introuvable dans le répertoire SIRENE\u00a0: saisissez les informations de votre société.',
  'validation.siret_closed':
    'Cet établissement est fermé dans le répertoire SIRENE\u00a0: saisissez les informations de votre société.',
  'validation.required': 'Ce champ est obligatoire',
  'validation.form_invalid': 'Des informations sont manquantes ou incorrectes.',
  'validation.invalid_choice': 'Veuillez choisir une valeur de la liste',
  'validation.too_long': 'Ce champ est trop long',
  'validation.url_format': "L'adresse du site internet n'est pas valide (exemple\u00a0: cabinet-martin.fr)",
  'validation.gender_required': 'Veuillez confirmer ou choisir une civilité',
  'validation.phone_format': 'Le format du numéro de téléphone est incorrect',
  'validation.email_format': "Le format de l'adresse e-mail est incorrect",
  'validation.email_mismatch': 'Les adresses e-mail ne correspondent pas',
  'validation.password_weak': 'La sécurité du mot de passe est trop faible',
  'validation.password_mismatch': 'Les mots de passe ne correspondent pas',
  'validation.country_invalid': 'Veuillez choisir un pays de la liste',
  'validation.yes_no_required': 'Veuillez répondre à cette question',
  'validation.legal_form_required': 'La forme juridique est obligatoire',
  'validation.rna_required': "Le numéro d'association (RNA) est obligatoire",
  'validation.rna_format':
    "Le numéro d'association doit comporter 10 ou 14 caractères (lettres majuscules et chiffres)",
  'validation.siret_format': 'Le numéro SIRET ne doit contenir que des chiffres (14 au maximum)',
  'validation.siret_invalid': "Ce numéro SIRET n'est pas valide",
  'validation.siren_invalid': "Ce numéro SIREN n'est pas valide",
  'validation.company_number_required': "Le numéro d'immatriculation de la société est obligatoire",
  'validation.naf_required': "Le code d'activité (NAF) est obligatoire",
  'validation.naf_invalid': "Ce code d'activité (NAF) n'existe pas",
  'validation.amount_format': 'Veuillez saisir un nombre (deux décimales au maximum)',
  'validation.amount_min': 'Veuillez saisir un montant supérieur à {minAmount, amount}.',
  'validation.amount_too_large':
    'Veuillez saisir un montant inférieur ou égal à 999\u202f999\u202f999\u202f999,99 €',
  'validation.number_of_actions_max': "Le nombre d'actions ne peut pas dépasser 2\u202f147\u202f483\u202f647",
  'validation.number_of_actions_min': "Le nombre d'actions doit être d'au moins 1",
  'validation.up_capital_required': 'Le montant du capital libéré est obligatoire',
  'validation.up_capital_exceeds_capital': 'Le capital libéré ne peut pas dépasser le capital social',
  'validation.postcode_format': 'Le code postal doit comporter 5 chiffres',
  'validation.postcode_digits': 'Le code postal ne doit contenir que des chiffres',
  'validation.position_required': 'La fonction est obligatoire',
  'validation.birth_date_format': 'La date doit être au format JJ/MM/AAAA',
  'validation.birth_date_future': 'La date de naissance doit être antérieure à aujourd’hui',
  'validation.date_format': 'La date doit être au format JJ/MM/AAAA',
  'validation.marital_status_required': 'La situation familiale est obligatoire',
  'validation.foreign_tax_country_required': 'Le pays de résidence fiscale est obligatoire',
  'validation.shares_invalid': "Le nombre d'actions est incorrect\u202f!",
  'validation.beneficial_owner_required': 'Au moins un bénéficiaire effectif est obligatoire',
  'validation.code_format': 'Le code doit comporter 6 chiffres',
  'validation.query_required': 'Veuillez saisir un nom, un SIREN ou un SIRET',
  'validation.kyc_required': 'Veuillez répondre au questionnaire sur votre activité',
  'validation.terms_required': 'Vous devez accepter les conditions pour continuer',
  'validation.iban_invalid': "Cet IBAN n'est pas valide",
  'validation.invalid': "Cette valeur n'est pas valide",
  'validation.kyc_version': "Ce questionnaire n'est plus à jour. Veuillez recharger la page.",
  'error.generic': 'Une erreur est survenue avec votre demande. Veuillez réessayer ultérieurement.',
  'error.generic_title': 'Nous sommes désolés',
  'error.unauthenticated': 'Votre session a expiré. Veuillez vous reconnecter.',
  'error.auth_failed': 'Le mot de passe est incorrect',
  // Said of every failed login while Pro Santé Connect is offered: it names no account.
  'error.auth_failed_psc':
    "Le mot de passe est incorrect. Un compte créé avec Pro Santé Connect n'a pas de mot de passe : connectez-vous avec Pro Santé Connect.",
  'error.forbidden': "Vous n'avez pas accès à cette ressource.",
  'error.sole_trader_people':
    "Une activité exercée en nom propre ne déclare personne d'autre\u00a0: vos informations se complètent sur le formulaire de votre activité.",
  'error.completed':
    "Votre demande d'ouverture de compte est finalisée\u00a0: retrouvez-la dans votre espace client.",
  'error.not_found': 'Ressource introuvable.',
  'error.too_many_requests': 'Trop de tentatives. Veuillez réessayer dans quelques instants.',
  'error.service_unavailable':
    'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants\u00a0: vos informations déjà enregistrées sont conservées.',
  'error.insufficient_storage':
    'Votre document n’a pas pu être enregistré pour le moment. Veuillez réessayer plus tard.',
  'error.bad_request': 'La requête est invalide.',
  'error.request_too_large': 'La requête est trop volumineuse.',
  'error.unsupported_media_type': "Ce format de requête n'est pas pris en charge.",
  'error.email_taken': 'Un compte existe déjà avec cette adresse e-mail.',
  'error.no_pending_request': "Vous n'avez aucune demande d'ouverture en cours.",
  'error.no_processing_signup': "Aucune demande d'ouverture en cours de traitement.",
  'error.voucher_invalid': "Ce code promotionnel n'est pas valide ou a expiré.",
  'error.representative_incomplete':
    'Informations manquantes\u00a0: veuillez compléter les informations de la personne',
  'error.file_too_large': 'Fichier trop volumineux ({size} Mo, maximum {max} Mo)',
  'error.file_type_invalid': 'Format incorrect (formats acceptés\u00a0: {types})',
  'error.too_many_files': 'Vous ne pouvez pas déposer plus de {max} fichiers',
  'error.file_not_found': 'Fichier introuvable',
  'error.company_not_found': 'Aucune entreprise trouvée\u00a0: réessayez avec le SIREN ou le SIRET',

  // A missing record. The subject is the noun errors.ts's notFound() is given, spaces as underscores.
  'error.not_found.user': 'Utilisateur introuvable.',
  'error.not_found.pro_sante_connect': "La connexion avec Pro Santé Connect n'est pas proposée.",
  'error.not_found.company': 'Société introuvable.',
  'error.not_found.account': 'Compte introuvable.',
  'error.not_found.challenge': 'Vérification introuvable.',
  'error.not_found.token': 'Méthode de vérification introuvable.',
  'error.not_found.signup_request': "Demande d'ouverture introuvable.",
  'error.not_found.representative': 'Personne introuvable.',
  'error.not_found.mandate': 'Mandat introuvable.',
  'error.not_found.contact_form': 'Formulaire de contact introuvable.',
  'error.not_found.case': 'Dossier introuvable.',
  'error.not_found.screening_hit': 'Alerte de criblage introuvable.',
  'error.not_found.document': 'Document introuvable.',
  'error.operator_sign_in_failed':
    "L'adresse e-mail, le mot de passe ou le code de vérification est incorrect.",
  'error.operator_sign_in_locked':
    'Trop de tentatives de connexion échouées. Réessayez dans {minutes}\u00a0min.',
  'error.not_found.operator': 'Opérateur introuvable.',
  'error.operator.own_account':
    'Vous ne pouvez pas agir sur votre propre compte\u00a0: un autre administrateur doit le faire.',
  'error.operator.already_disabled': 'Cet opérateur est déjà désactivé.',
  'error.operator.disabled': 'Cet opérateur est désactivé\u00a0: son rôle ne peut plus changer.',
  'error.operator.same_role': 'Cet opérateur a déjà ce rôle.',
  'error.operator.own_grant': 'Vous avez proposé ce rôle\u00a0: un autre administrateur doit le confirmer.',
  'error.operator.grant_gone': "Cette proposition de rôle n'est plus en attente.",
  'error.operator.email_taken': 'Un opérateur a déjà cette adresse e-mail.',
  'error.operator.own_invitation':
    'Vous avez proposé cette invitation\u00a0: un autre administrateur doit la confirmer.',
  'error.operator.invitation_proposal_gone': "Cette invitation n'attend plus de confirmation.",
  'error.operator.invitation_awaiting':
    "Une invitation à cette adresse attend la confirmation d'un autre administrateur\u00a0: confirmez-la, refusez-la ou retirez-la d'abord.",
  'error.invitation.unusable':
    "Ce lien n'est plus valable (utilisé, remplacé ou expiré)\u00a0: demandez-en un nouveau à un administrateur.",
  'validation.totp_code_invalid':
    "Saisissez le code à 6 chiffres affiché par votre application d'authentification",
  'validation.totp_code_wrong':
    "Ce code ne correspond pas\u00a0: vérifiez l'heure de votre appareil et saisissez le code suivant",
  'email.operator_invitation.role_reviewer': 'Analyste',
  'email.operator_invitation.role_supervisor': 'Superviseur',
  'email.operator_invitation.role_auditor': 'Auditeur',
  'email.operator_invitation.role_administrator': 'Administrateur',
  'email.operator_invitation.subject': 'Back-office {brand}\u00a0: votre invitation',
  'email.operator_invitation.text':
    "Bonjour {name},\n\n{inviter} vous invite au back-office {brand} avec le rôle {role}. Ouvrez ce lien pour choisir votre mot de passe et configurer votre application d'authentification\u00a0:\n{url}\n\nLe lien ne sert qu'une fois et expire le {expires} (heure de Paris). Si vous ne l'attendiez pas, ignorez cet e-mail.",
  'email.operator_second_factor_reset.subject':
    "Back-office {brand}\u00a0: configurez de nouveau votre application d'authentification",
  'email.operator_second_factor_reset.text':
    "Bonjour {name},\n\n{inviter} a réinitialisé votre second facteur\u00a0: vos anciens codes d'authentification et codes de secours ne fonctionnent plus et vos sessions sont terminées. Ouvrez ce lien pour configurer de nouveau votre application d'authentification\u00a0:\n{url}\n\nLe lien ne sert qu'une fois et expire le {expires} (heure de Paris). Si vous ne l'avez pas demandé, prévenez votre administrateur.",
  'error.operator_session_expired': 'Votre session a expiré. Veuillez vous reconnecter.',
  'error.csrf_refused': "La demande n'a pas pu être vérifiée. Rechargez la page et recommencez.",
  /** A message about one person of the company, after their name. */
  'error.person_prefixed': '{name}\u00a0: {message}',
  'auth.app_check_failed': 'La vérification de votre navigateur a échoué. Veuillez recharger la page.',

  // Documents: uploads, downloads and the proofs the bank still needs.
  'document.file_too_large': 'Le fichier est trop volumineux (taille maximale\u00a0: {max} Mo)',
  'document.invalid_type': 'Format incorrect\u00a0: seuls les fichiers PDF, JPEG et PNG sont acceptés',
  'document.too_many_files': 'Trop de fichiers\u00a0: {count} au maximum',
  'document.no_file': 'Veuillez joindre au moins un fichier.',
  'document.wrong_registration_proof':
    'Ce document ne correspond pas à la forme juridique déclarée ({expected}).',
  'document.unreadable':
    'Ce document est illisible\u00a0: il a été endommagé. Veuillez le déposer à nouveau.',
  'document.malformed': "L'envoi du fichier a échoué. Veuillez réessayer.",
  'document.not_found': 'Document introuvable.',
  'document.missing': 'Document manquant\u00a0: {document}',
  'document.kind.kbis': 'Extrait Kbis',
  'document.kind.activity_proof': "Justificatif d'activité",
  'document.kind.status': 'Statuts',
  'document.kind.status_project': 'Projet de statuts',
  'document.kind.proof_of_address': 'Justificatif de domicile de la société',
  'document.kind.gm_minutes': "Procès-verbal d'assemblée générale",
  'document.kind.identity_card': "Pièce d'identité",
  'document.kind.identity_photo': "Photo d'identité",
  'document.kind.address_proof': 'Justificatif de domicile',
  'document.kind.mandate': 'Mandat',
  'document.kind.joafe': 'Publication au JOAFE',
  'document.kind.senircs_certificate': "Certificat d'immatriculation de la société étrangère",
  'document.kind.cse_minutes_and_rules': 'Procès-verbal et règlement intérieur du CSE',
  'document.kind.delegation_of_authority': 'Délégation de pouvoir',
  'document.kind.activity_presentation': "Présentation de l'activité (facultatif)",
  'document.hint.kbis': 'Téléchargeable gratuitement sur monidenum.fr ou infogreffe.fr.',
  'document.hint.activity_proof':
    "Avis de situation INSEE, attestation d'inscription à l'Ordre ou à l'URSSAF, ou récépissé de déclaration pour une association.",
  'document.hint.status': 'Statuts à jour, signés et datés.',
  'document.hint.status_project': "Projet de statuts de moins d'un an.",
  'document.hint.proof_of_address':
    'Facture, bail ou attestation de domiciliation au nom de la société, de moins de 3 mois.',
  'document.hint.gm_minutes': "Procès-verbal de l'assemblée ayant désigné les représentants du comité.",
  'document.kind.activity_proof_business': "Justificatif d'inscription de l'activité",
  'document.kind.activity_proof_association': "Récépissé de déclaration de l'association",
  'document.kind.status_association': "Statuts de l'association",
  'document.kind.proof_of_address_business': "Justificatif d'adresse du cabinet",
  'document.kind.proof_of_address_association': "Justificatif d'adresse du siège de l'association",
  'document.hint.activity_proof_business':
    "Avis de situation au répertoire SIRENE (INSEE), attestation d'affiliation à l'URSSAF ou d'inscription à votre Ordre professionnel.",
  'document.hint.activity_proof_association':
    'Récépissé de déclaration en préfecture (numéro RNA) ou publication au Journal officiel des associations (JOAFE).',
  'document.hint.status_association': 'Statuts à jour, datés et signés.',
  'document.hint.proof_of_address_business':
    "Bail professionnel, facture ou attestation de domiciliation à l'adresse du cabinet, de moins de 3 mois.",
  'document.hint.proof_of_address_association':
    "Facture, bail ou attestation de domiciliation au nom de l'association, de moins de 3 mois.",
  'document.not_held_by_legal_form':
    "Une activité exercée en nom propre ({legalForm}) n'a pas ce document\u00a0: il n'est pas demandé.",

  // Strong customer authentication: codes sent by e-mail and SMS, errors, what is confirmed.
  'sca.code.subject': 'Votre code de vérification',
  'sca.code.text': 'Votre code de vérification\u00a0: {code}. Il expire dans {minutes} minutes.',
  'sca.code.enroll_text':
    'Votre code pour activer la vérification en deux étapes\u00a0: {code}. Il expire dans {minutes} minutes.',
  'sca.code.warning': 'Ne communiquez jamais ce code. La banque ne vous le demandera jamais par téléphone.',
  'sca.error.required': 'Une vérification en deux étapes est nécessaire pour continuer.',
  'sca.error.failed': "La vérification en deux étapes n'a pas abouti",
  'sca.error.code_invalid': 'Le code est incorrect.',
  'sca.error.too_many_attempts': 'Trop de codes erronés. Demandez un nouveau code.',
  'sca.error.expired': 'Le code a expiré. Demandez un nouveau code.',
  'sca.error.rejected': "L'opération a été refusée depuis votre application.",
  'sca.error.not_accepted': "L'opération n'a pas encore été acceptée dans votre application.",
  'sca.error.already_used': 'Cette vérification a déjà été utilisée.',
  'sca.error.send_limit': 'Trop de codes envoyés. Veuillez réessayer dans quelques minutes.',
  'sca.error.challenge_send_limit':
    "Trop de codes envoyés pour cette vérification. Recommencez l'opération pour en recevoir un nouveau.",
  'sca.error.no_method': "Aucune méthode de vérification n'est configurée.",
  'sca.error.method_unavailable': "Cette méthode de vérification n'est pas disponible.",
  'sca.error.pairing_invalid': "Le code d'appairage est invalide ou a expiré.",
  'sca.error.signature_invalid': "La signature de l'appareil est invalide.",
  // SMS provider: a code that could not be delivered.
  'sca.error.not_delivered':
    "Le code n'a pas pu vous être envoyé. Réessayez ou choisissez une autre méthode de vérification.",
  'sca.method.app': 'Application mobile',
  'sca.action.company.complete': "Finaliser l'ouverture de votre compte",
  'sca.action.login.new_device': 'Connexion depuis un nouvel appareil',
  'sca.action.sca.enroll': 'Ajouter une méthode de vérification en deux étapes',
  'sca.action.default': 'Confirmer une opération sensible',

  // E-mails.
  'email.reminder.subject': '{brand}\u00a0: ouvrez votre compte professionnel depuis un ordinateur',
  'email.reminder.text':
    "Bonjour {firstName},\n\nVous avez demandé à être rappelé(e) pour ouvrir votre compte professionnel {brand}. L'ouverture se fait depuis un ordinateur, en une vingtaine de minutes, à l'adresse suivante\u00a0:\n{url}\n\nMunissez-vous de votre pièce d'identité, d'un justificatif de domicile de moins de {months} mois et, pour une société, de ses statuts\u00a0; en entreprise individuelle, de votre avis de situation SIRENE ou de votre attestation URSSAF.\n\nNotre équipe peut aussi vous rappeler pour vous accompagner.\n\nL'équipe {brand}",
  'email.retention_reminder.subject': "{brand}\u00a0: votre demande d'ouverture sera supprimée le {date}",
  'email.retention_reminder.text':
    "Bonjour,\n\nVotre demande d'ouverture de compte professionnel {brand} n'a pas été envoyée et n'a pas bougé depuis longtemps. Sans nouvelle de votre part, elle sera supprimée le {date}, avec les informations et les documents que vous y avez déposés.\n\nPour la conserver, il suffit de vous connecter et de la reprendre\u00a0:\n{url}\n\nL'équipe {brand}",

  // Capital deposit: the blocked account's instructions e-mailed to each shareholder, the bank
  // feed's refusals, the deposit certificate (the French one is the legal one).
  'error.not_found.capital_deposit': 'Dépôt de capital introuvable.',
  'error.not_found.transfer': 'Virement introuvable.',
  'deposit.error.certificate_not_ready':
    "L'attestation de dépôt des fonds sera disponible lorsque tous les associés auront versé leur part du capital.",
  'deposit.error.kbis_not_expected':
    "L'extrait Kbis se dépose une fois le dépôt du capital terminé, et avant l'ouverture du compte.",
  'deposit.error.transfer_conflict':
    'Un virement portant cet identifiant a déjà été reçu avec un contenu différent.',
  'deposit.error.release_unmatched':
    'Ce virement ne correspond à aucun associé\u00a0: il ne peut pas être pris en compte.',
  'deposit.error.feed_unauthenticated': "L'identifiant de service est absent ou invalide.",
  // The bank's review of a held contribution (four-eyes), the registered company at the Kbis step.
  'deposit.error.transfer_not_held':
    "Ce virement n'est pas retenu pour vérification\u00a0: il n'y a rien à libérer ni à renvoyer.",
  'deposit.error.action_pending':
    'Une action est déjà proposée pour ce virement\u00a0: un autre superviseur la confirme ou la refuse.',
  'deposit.error.no_action_pending': "Aucune action n'est proposée pour ce virement.",
  'deposit.error.four_eyes':
    'Vous avez proposé cette action vous-même\u00a0: un autre superviseur doit la confirmer.',
  'deposit.error.still_paid_in':
    "Ce virement fait partie du capital en cours de versement\u00a0: il ne peut être renvoyé que si l'ouverture est retirée ou refusée avant celle du compte.",
  'deposit.error.return_only':
    "L'ouverture a pris fin avant celle du compte\u00a0: ce virement ne peut plus qu'être renvoyé à son payeur.",
  'deposit.error.not_enrollment': "Ce dossier n'a pas de dépôt de capital.",
  'deposit.error.registration_not_expected':
    "Le SIREN de la société immatriculée se donne avec son extrait Kbis, une fois l'attestation de dépôt délivrée\u00a0; il ne se modifie plus une fois le Kbis envoyé.",
  'deposit.error.registration_review_only':
    "L'immatriculation se corrige pendant l'examen du Kbis, par un opérateur qui instruit ce dossier.",
  'deposit.error.kbis_needs_registration':
    "Indiquez d'abord le SIREN et la dénomination de la société immatriculée, tels qu'ils figurent sur l'extrait Kbis.",
  'error.opening.registration_missing':
    'Le SIREN et la dénomination de la société immatriculée ne sont pas enregistrés\u00a0: le compte de la société ne peut pas être ouvert.',
  'email.deposit.transfer_released.subject':
    '{brand}\u00a0: un virement pour le capital de {company} est pris en compte',
  'email.deposit.transfer_released.text':
    "Bonjour {firstName},\n\nLe virement de {amount, amount} reçu le {date} de {payer} pour la part de {shareholder} était retenu pour vérification. Après examen, la banque l'a accepté\u00a0: il est désormais compté dans le dépôt du capital de {company}.\n\nSuivez le dépôt sur\u00a0:\n{url}\n\nL'équipe {brand}",
  'email.deposit.transfer_returned.subject':
    '{brand}\u00a0: un virement pour le capital de {company} est renvoyé',
  'email.deposit.transfer_returned.text':
    "Bonjour {firstName},\n\nLe virement de {amount, amount} reçu le {date} de {payer} pour la part de {shareholder} ne peut pas être accepté pour le dépôt du capital de {company}\u00a0: il n'est pas compté, et la banque le renvoie au compte d'où il vient.\n\nLa part de {shareholder} doit être versée depuis un compte à son nom, dans une banque de la zone SEPA, avec la référence {reference}.\n\nSuivez le dépôt sur\u00a0:\n{url}\n\nL'équipe {brand}",
  'email.deposit.transfer_repaid.subject': '{brand}\u00a0: le capital versé pour {company} vous est rendu',
  'email.deposit.transfer_repaid.text':
    "Bonjour,\n\nLe compte de {company} ne sera pas ouvert\u00a0: la demande d'ouverture a été retirée ou refusée. Le capital déposé sur son compte bloqué est donc rendu à ceux qui l'ont versé.\n\nLe virement de {amount, amount} reçu le {date} de {payer} (référence {reference}) est renvoyé au compte d'où il vient. Vous n'avez rien à faire.\n\nL'équipe {brand}",
  'error.data_rights.kept_until':
    "Cette demande d'ouverture a été transmise à la banque\u00a0: la loi (article L561-12 du Code monétaire et financier) oblige à conserver ses données cinq ans après la fin de la relation. Elles seront effacées le {date}.",
  'error.data_rights.kept_while_open':
    "Cette demande d'ouverture a été transmise à la banque\u00a0: la loi (article L561-12 du Code monétaire et financier) oblige à conserver ses données cinq ans après la fin de la relation. Elles seront effacées cinq ans après la fin de la relation.",
  'error.data_rights.legal_hold':
    "La banque est tenue de conserver les données de cette demande d'ouverture pour une procédure en cours (article 17.3 du RGPD)\u00a0: elles ne peuvent pas être effacées maintenant. Elles le seront à la fin de cette obligation.",
  // The customer's download of their data: the readable summary's words.
  'compliance.data_export.title': 'Vos données',
  'compliance.data_export.exported_on': 'Exportées le {date}',
  'compliance.data_export.contents':
    'Les documents que vous avez envoyés sont dans le dossier documents, et les mêmes données, lisibles par une machine, dans data.json.',
  'compliance.data_export.identity': 'Identité',
  'compliance.data_export.name': 'Nom',
  'compliance.data_export.email': 'Adresse e-mail',
  'compliance.data_export.phone': 'Téléphone',
  'compliance.data_export.nationality': 'Nationalité',
  'compliance.data_export.created_at': 'Inscription le',
  'compliance.data_export.openings': "Demandes d'ouverture",
  'compliance.data_export.status': 'Statut',
  'compliance.data_export.history': 'Historique',
  'compliance.data_export.people': 'Personnes',
  'compliance.data_export.kyc': 'Réponses au questionnaire',
  'compliance.data_export.documents': 'Documents envoyés',
  'compliance.data_export.consents': 'Consentements',
  'compliance.data_export.emails': 'E-mails envoyés',
  'compliance.data_export.none': 'Aucun',
  'compliance.data_export.consent.terms': 'Conditions générales acceptées',
  'compliance.data_export.consent.deposit_guarantee': 'Information sur la garantie des dépôts reçue',
  'compliance.data_export.consent.consent': 'Consentement au traitement des données accepté',
  'compliance.data_export.consent.communication': 'Communications de la banque acceptées',
  'compliance.data_export.consent.information_exchange_withdrawn':
    "Échange d'informations avec l'assureur retiré",
  'error.legal_hold.already_set': 'Une retenue légale est déjà posée sur ce dossier.',
  'error.legal_hold.none': "Aucune retenue légale n'est posée sur ce dossier.",
  'email.deposit.transfer_received.subject':
    '{brand}\u00a0: votre virement pour le capital de {company} est reçu',
  'email.deposit.transfer_received.text':
    "Bonjour,\n\nNous avons reçu le virement de {amount, amount} du {date} pour votre part du capital de {company} (référence {reference})\u00a0: il est compté dans le dépôt.\n\nLe dépôt est complet lorsque chaque associé a versé sa part\u00a0; la banque délivre alors l'attestation de dépôt des fonds.\n\nL'équipe {brand}",
  'email.deposit.transfer_held.subject':
    '{brand}\u00a0: votre virement pour le capital de {company} est retenu pour vérification',
  'email.deposit.transfer_held.text':
    "Bonjour,\n\nNous avons reçu le virement de {amount, amount} du {date} pour votre part du capital de {company} (référence {reference}), mais il n'est pas encore compté dans le dépôt. {reason}\n\nLa banque l'examine. Elle le comptera dans le dépôt, ou le rendra sur le compte d'où il vient. Votre part doit être versée depuis un compte à votre nom, dans une banque de la zone SEPA, avec la référence {reference}.\n\nL'équipe {brand}",
  'email.deposit.hold_reason.below_minimum': 'Le montant est inférieur au minimum attendu.',
  'email.deposit.hold_reason.payer_outside_sepa': "Le virement vient d'une banque hors de la zone SEPA.",
  'email.deposit.hold_reason.payer_name_mismatch': "Le compte d'où il vient n'est pas au nom de l'associé.",
  'email.deposit.hold_reason.unknown_reference': 'La référence du virement ne correspond à aucun associé.',
  'email.deposit.hold_reason.wrong_account': "Le virement n'est pas arrivé sur le compte bloqué du dépôt.",
  'email.deposit.complete.subject': '{brand}\u00a0: le capital de {company} est entièrement déposé',
  'email.deposit.complete.text':
    "Bonjour {firstName},\n\nChaque associé a versé sa part\u00a0: le dépôt du capital de {company} est complet. La banque délivre l'attestation de dépôt des fonds dès qu'elle a validé le dossier\u00a0; nous vous écrirons alors.\n\nSuivez le dépôt sur\u00a0:\n{url}\n\nL'équipe {brand}",
  'email.deposit.certificate_ready.subject':
    "{brand}\u00a0: l'attestation de dépôt des fonds de {company} est prête",
  'email.deposit.certificate_ready.text':
    "Bonjour {firstName},\n\nL'attestation de dépôt des fonds de {company} est prête (référence {reference}). Téléchargez-la sur la page du dépôt et joignez-la au dossier d'immatriculation de la société\u00a0; envoyez-nous ensuite l'extrait Kbis pour ouvrir le compte.\n\n{url}\n\nL'équipe {brand}",
  'deposit.validation.amount_format':
    'Le montant doit être un nombre positif écrit avec deux décimales (exemple\u00a0: 1500.00)',
  'deposit.validation.amount_positive': 'Le montant doit être supérieur à zéro',
  'deposit.validation.value_date': 'La date de valeur doit être une date au format AAAA-MM-JJ',
  'deposit.rule.person': "Le virement doit provenir d'un compte personnel ouvert à votre nom ({name}).",
  'deposit.rule.company': 'Le virement doit provenir du compte professionnel de la société {name}.',
  'deposit.email.subject': '{company}\u00a0: vos instructions pour le dépôt du capital',
  'deposit.email.text':
    "Bonjour {name},\n\nLa société {company}, en cours de formation, a ouvert auprès de {bank} un compte bloqué pour le dépôt de son capital social. Voici vos instructions, établies le {date}.\n\nMontant à verser\u00a0: {amount, amount}\nTitulaire du compte\u00a0: {holder}\nIBAN\u00a0: {iban}\nBIC\u00a0: {bic}\nRéférence à indiquer dans le motif du virement\u00a0: {reference}\n\n{rule} Il doit être émis depuis une banque de la zone SEPA. Un virement venant d'un compte à un autre nom ou d'une banque hors de la zone SEPA est retenu pour vérification et n'est pas pris en compte.\n\nDès que tous les associés auront versé leur part, la banque délivrera l'attestation de dépôt des fonds.\n\nL'équipe {brand}",
  'deposit.certificate.title': 'Attestation de dépôt des fonds',
  'deposit.certificate.notice': 'Document original en français.',
  'deposit.certificate.intro':
    '{bank} certifie avoir reçu, sur le compte bloqué {iban} ouvert au nom de la société en formation désignée ci-dessous, les fonds versés par ses associés en libération de leurs apports en numéraire, pour un montant total de {total}.',
  'deposit.certificate.company': 'Société en formation',
  'deposit.certificate.legal_form': 'Forme juridique',
  'deposit.certificate.registered_office': 'Siège social',
  'deposit.certificate.capital': 'Capital social',
  'deposit.certificate.number_of_shares': 'Nombre de parts ou actions',
  'deposit.certificate.shareholders': 'Associés et fonds déposés',
  'deposit.certificate.column_shareholder': 'Associé',
  'deposit.certificate.column_shares': 'Parts ou actions',
  'deposit.certificate.column_amount': 'Montant déposé',
  'deposit.certificate.total': 'Total déposé',
  'deposit.certificate.closing':
    "Les fonds restent bloqués jusqu'à la présentation de l'extrait Kbis de la société immatriculée. Attestation délivrée pour servir et valoir ce que de droit.",
  'deposit.certificate.issued': 'Fait le {date}, pour {bank}',
  'deposit.certificate.reference': 'Référence de vérification\u00a0: {reference}',

  // The know-your-customer questionnaire (version 3): kyc.q<id>.label / hint / placeholder /
  // answer.<value>, and the answers several questions share. Stored answers are these labels.
  'kyc.q1.label': 'Quelle est votre activité principale\u202f?',
  'kyc.q1.answer.general_practitioner': 'Médecin généraliste',
  'kyc.q1.answer.specialist': 'Médecin spécialiste',
  'kyc.q1.answer.dentist': 'Chirurgien-dentiste',
  'kyc.q1.answer.pharmacist': 'Pharmacien',
  'kyc.q1.answer.nurse': 'Infirmier / infirmière',
  'kyc.q1.answer.physiotherapist': 'Masseur-kinésithérapeute',
  'kyc.q1.answer.midwife': 'Sage-femme',
  'kyc.q1.answer.speech_therapist': 'Orthophoniste',
  'kyc.q1.answer.orthoptist': 'Orthoptiste',
  'kyc.q1.answer.podiatrist': 'Pédicure-podologue',
  'kyc.q1.answer.psychologist': 'Psychologue',
  'kyc.q1.answer.osteopath': 'Ostéopathe',
  'kyc.q1.answer.biologist': 'Biologiste médical',
  'kyc.q1.answer.other': 'Autre profession de santé (précisez)',
  'kyc.q2.label': 'Décrivez votre activité en quelques mots',
  'kyc.q2.placeholder': 'Ex.\u00a0: cabinet de kinésithérapie, rééducation du sport',
  'kyc.q3.label': 'Quel montant prévoyez-vous de recevoir chaque mois sur ce compte\u202f?',
  'kyc.q3.hint':
    'Honoraires, remboursements de l’Assurance maladie et des complémentaires, autres encaissements.',
  'kyc.monthly.lt_5k': 'Moins de 5 000 €',
  'kyc.monthly.5k_15k': 'De 5 000 € à 15 000 €',
  'kyc.monthly.15k_30k': 'De 15 000 € à 30 000 €',
  'kyc.monthly.30k_50k': 'De 30 000 € à 50 000 €',
  'kyc.monthly.other': 'Plus de 50 000 € (précisez le montant)',
  'kyc.q4.label': 'Quel montant prévoyez-vous de dépenser chaque mois depuis ce compte\u202f?',
  'kyc.q4.hint': 'Loyer du cabinet, salaires, charges sociales, fournitures et matériel médical.',
  'kyc.q5.label': 'Quelle est l’origine des fonds qui seront crédités sur ce compte\u202f?',
  'kyc.hint.several_answers': 'Plusieurs réponses possibles.',
  'kyc.q5.answer.professional_fees': 'Honoraires et actes (patients / Assurance maladie / mutuelles)',
  'kyc.q5.answer.savings': 'Apport personnel ou épargne',
  'kyc.q5.answer.bank_loan': 'Prêt bancaire',
  'kyc.q5.answer.public_aid': 'Subventions ou aides publiques',
  'kyc.q5.answer.practice_sale': 'Cession d’activité ou de patientèle',
  'kyc.answer.other': 'Autre (précisez)',
  'kyc.q6.label': 'Prévoyez-vous de déposer des espèces sur ce compte\u202f?',
  'kyc.q6.answer.none': 'Non',
  'kyc.q6.answer.lt_1k': 'Oui, moins de 1 000 € par mois',
  'kyc.q6.answer.1k_5k': 'Oui, de 1 000 € à 5 000 € par mois',
  'kyc.q6.answer.gt_5k': 'Oui, plus de 5 000 € par mois',
  'kyc.q7.label': 'Prévoyez-vous des virements depuis ou vers l’étranger\u202f?',
  'kyc.answer.yes': 'Oui',
  'kyc.answer.no': 'Non',
  'kyc.q8.label': 'Avec quels pays\u202f?',
  'kyc.q8.placeholder': 'Ex.\u00a0: Belgique, Suisse',
  'kyc.q9.label': 'Combien de salariés employez-vous\u202f?',
  'kyc.q9.hint': 'Secrétaires, assistants, collaborateurs salariés.',
  'kyc.q9.answer.0': 'Aucun',
  'kyc.q9.answer.1_2': '1 à 2',
  'kyc.q9.answer.3_9': '3 à 9',
  'kyc.q9.answer.10_49': '10 à 49',
  'kyc.q9.answer.50_plus': '50 et plus',
  'kyc.q10.label': 'Quel chiffre d’affaires annuel prévoyez-vous (en euros)\u202f?',
  'kyc.q10.placeholder': 'Ex.\u00a0: 120\u202f000',
  'kyc.q11.label': 'Détenez-vous des comptes professionnels dans d’autres banques\u202f?',
  'kyc.q12.label': 'Dans quelles banques\u202f?',
  'kyc.q13.label': 'Comment utiliserez-vous ce compte\u202f?',
  'kyc.q13.answer.collect_fees': 'Encaissement des honoraires (carte / virement / chèque)',
  'kyc.q13.answer.pay_expenses': 'Paiement des charges du cabinet',
  'kyc.q13.answer.pay_salaries': 'Paiement des salaires',
  'kyc.q13.answer.loan_repayments': 'Remboursement d’emprunts',
  'kyc.q13.answer.savings': 'Épargne professionnelle',
  'kyc.q14.label': 'Qui sont vos principaux clients\u202f?',
  'kyc.q14.hint': 'Pour un professionnel de santé, il s’agit généralement de vos patients.',
  'kyc.q14.placeholder': 'Patients',
  'kyc.q15.label': 'Qui sont vos principaux fournisseurs\u202f?',
  'kyc.q15.placeholder': 'Ex.\u00a0: grossiste en matériel médical, laboratoire',
  'kyc.q16.label': 'Numéro RPPS ou ADELI du professionnel de santé',
  'kyc.q16.hint': 'Identifiant figurant sur votre carte CPS.',
  'kyc.q16.placeholder': 'Ex.\u00a0: 10101234567',
  'kyc.q17.label': 'Exercez-vous en parallèle une activité salariée\u202f?',
  'kyc.q17.hint': 'Par exemple à l’hôpital ou dans un centre de santé.',
  'kyc.q18.label': 'Quelle est l’origine des fonds apportés au capital\u202f?',
  'kyc.q18.answer.savings': 'Épargne personnelle',
  'kyc.q18.answer.bank_loan': 'Prêt bancaire',
  'kyc.q18.answer.gift_inheritance': 'Donation ou héritage',
  'kyc.q18.answer.practice_sale': 'Cession d’une activité',
  'kyc.q19.label': 'Justificatif de l’origine des fonds (facultatif)',
  'kyc.q19.hint': 'Relevé d’épargne, offre de prêt, acte de donation…',
  'kyc.q20.label': 'Date prévisionnelle de début d’activité',
  'kyc.q20.placeholder': 'JJ/MM/AAAA',
  'kyc.q21.label': 'Quel est l’objet de l’association\u202f?',
  'kyc.q21.placeholder': 'Ex.\u00a0: prévention et éducation à la santé',
  'kyc.q22.label': 'Combien l’association compte-t-elle d’adhérents\u202f?',
  'kyc.q22.answer.lt_50': 'Moins de 50',
  'kyc.q22.answer.50_200': 'De 50 à 200',
  'kyc.q22.answer.200_1000': 'De 200 à 1 000',
  'kyc.q22.answer.gt_1000': 'Plus de 1 000',
  'kyc.q23.label': 'Quelles sont les principales ressources de l’association\u202f?',
  'kyc.q23.answer.membership_fees': 'Cotisations des adhérents',
  'kyc.q23.answer.donations': 'Dons',
  'kyc.q23.answer.public_grants': 'Subventions publiques',
  'kyc.q23.answer.activity_income': 'Recettes d’activités',
  'kyc.q24.label': 'Quel est le budget annuel prévisionnel de l’association (en euros)\u202f?',
  'kyc.q24.placeholder': 'Ex.\u00a0: 25\u202f000',

  // Input checks and documents hardening: free texts and names (one rule), foreign postcodes, images.
  'validation.text_characters':
    'Ce champ contient des caractères non autorisés (caractères de contrôle, invisibles ou de sens d’écriture)',
  'validation.person_name_format':
    'Un nom ne peut contenir que des lettres, des espaces, des apostrophes, des tirets et des points',
  'validation.postcode_foreign_format':
    'Le code postal ne peut contenir que des lettres, des chiffres, des espaces et des tirets (10 caractères au plus)',
  'document.image_too_large':
    "Cette image est trop grande (plus de 50 millions de pixels)\u00a0: réduisez sa taille avant de l'envoyer.",
  'document.image_unreadable':
    'Cette image est illisible ou incomplète\u00a0: envoyez-la de nouveau ou choisissez un autre fichier.',
  // The bank's rules on the server: who may be declared, which proofs when, terms, idempotent creation.
  'validation.not_declarable_signup':
    "D'après vos réponses, cette personne n'est ni représentant légal ni bénéficiaire effectif de la société\u00a0: elle n'a pas à être déclarée.",
  'validation.not_declarable_enrollment':
    "D'après vos réponses, cette personne n'est ni représentant légal ni actionnaire de la société\u00a0: elle n'a pas à être déclarée.",
  'validation.not_declarable_company':
    "D'après vos réponses, cette société n'est pas représentant légal de la société\u00a0: elle n'a pas à être déclarée.",
  'validation.not_declarable_company_enrollment':
    "D'après vos réponses, cette société n'est ni représentant légal ni actionnaire de la société\u00a0: elle n'a pas à être déclarée.",
  'validation.title_not_selectable': 'Cette fonction ne peut pas être choisie pour un représentant légal',
  'validation.us_tin_required':
    "Le numéro d'identification fiscale américain (TIN) est obligatoire pour une US person",
  'validation.us_tin_format': 'Le TIN américain comporte 9 chiffres',
  'validation.pep_function_required': 'Veuillez indiquer la fonction publique exercée',
  'validation.pep_country_required': 'Veuillez indiquer le pays où cette fonction est exercée',
  'validation.representatives_certification_required':
    'Veuillez certifier la liste des représentants légaux, actionnaires et bénéficiaires effectifs',
  'document.mandate_not_required':
    "Un mandat n'est demandé que pour le titulaire du compte qui n'est pas représentant légal",
  'document.no_registration_proof_in_formation':
    "Une société en cours de création n'a pas encore d'extrait Kbis\u00a0: envoyez son projet de statuts et son justificatif de domicile",
  'document.under_bank_record':
    'Ce document fait partie de votre demande transmise à la banque\u00a0: il ne peut plus être supprimé ni remplacé. Vous pouvez en ajouter un autre.',
  'error.opening.frozen':
    'Ce dossier est gelé après la confirmation d’une correspondance avec une liste de gel des avoirs\u00a0: aucune action ne peut plus le faire avancer ni mouvementer ses fonds.',
  'error.screening.hit_decided': 'Cette alerte a déjà reçu sa décision.',
  'error.screening.same_operator':
    'Vous avez proposé vous-même de lever cette alerte\u00a0: un autre opérateur doit le confirmer.',
  'error.screening.no_proposal': 'Aucune levée n’est proposée sur cette alerte.',
  'error.screening.proposal_pending':
    'Une levée est déjà proposée sur cette alerte\u00a0: un autre opérateur doit la confirmer.',
  'error.screening.supervisor_only':
    'Seul un superviseur peut confirmer une correspondance avec une liste de gel des avoirs.',
  'error.approval.screening_hits_open':
    'Une alerte de criblage de ce dossier attend sa décision\u00a0: levez-la ou confirmez-la avant de valider.',
  'error.approval.screening_match_confirmed':
    'Une alerte de criblage de ce dossier a été confirmée\u00a0: le dossier est gelé et ne peut pas être validé.',
  'error.approval.documents_undecided':
    'Chaque pièce demandée doit être acceptée avant la validation du dossier\u00a0: il en reste à examiner.',
  'error.approval.documents_rejected':
    'Une pièce demandée a été rejetée\u00a0: demandez-la à nouveau au client ou refusez le dossier.',
  'document.kyc_first':
    "Veuillez d'abord répondre au questionnaire sur votre activité, puis envoyer les justificatifs de la société",
  'error.idempotency_key_invalid': "L'en-tête Idempotency-Key doit comporter de 1 à 255 caractères visibles",
  'error.idempotency_key_reused': 'Cette clé Idempotency-Key a déjà servi pour une autre demande',
  'error.idempotency_in_progress':
    'Une demande avec cette clé Idempotency-Key est en cours de traitement\u202f; réessayez dans un instant',
  // The insurer's side: partner API, status reports.
  'validation.partner_siren_or_siret': "Indiquez le SIREN ou le SIRET d'une société en activité",
  'validation.partner_siret_mismatch': 'Ce SIRET ne correspond pas au SIREN indiqué',
  'error.idempotency_key_required': "L'en-tête Idempotency-Key est obligatoire pour cette demande",
  'error.partner_unauthenticated': "Jeton d'accès partenaire absent, invalide ou expiré",
  'error.partner_scope_missing': "Ce jeton d'accès n'a pas la portée requise\u00a0: {scope}",
  'error.not_found.status_report': 'Compte rendu de statut introuvable.',
  'email.sign_in_link.subject': '{brand}\u00a0: votre lien de connexion',
  'email.sign_in_link.text':
    "Bonjour {firstName},\n\nVous avez demandé à vous connecter à votre demande d'ouverture de compte {brand}. Ouvrez ce lien, une seule fois, dans les {minutes}\u00a0minutes\u00a0:\n{url}\n\nSi vous n'avez rien demandé, ignorez ce message\u00a0: personne ne peut se connecter sans ce lien.\n\nL'équipe {brand}",
  'email.partner_link.subject': "{brand}\u00a0: votre demande d'ouverture de compte professionnel",
  'email.partner_link.text':
    "Bonjour {firstName},\n\nUne demande d'ouverture de compte professionnel {brand} a été préparée pour vous. Pour la compléter depuis un ordinateur, ouvrez ce lien\u00a0:\n{url}\n\nL'équipe {brand}",
  // Back-office decisions and the opening's lifecycle.
  'error.not_found.document_request': 'Demande de document introuvable.',
  'error.opening.not_allowed': "Cette action n'est pas possible à l'étape où se trouve l'ouverture.",
  'error.opening.four_eyes':
    'Vous avez instruit ce dossier vous-même\u00a0: un autre superviseur doit le valider ou ouvrir le compte.',
  'error.first_transfer.own':
    "Vous avez saisi ce virement vous-même\u00a0: un autre superviseur doit le confirmer d'après le relevé.",
  'error.first_transfer.held':
    "Ce virement est retenu\u00a0: il n'ouvre pas le compte, il n'y a rien à confirmer.",
  'error.opening.screening_hits_open':
    "Une alerte de criblage de ce dossier attend sa décision\u00a0: levez-la ou confirmez-la avant d'ouvrir le compte.",
  'error.opening.kbis_not_approved':
    "Le Kbis doit être revu et validé par un autre opérateur avant l'ouverture du compte.",
  'error.opening.first_transfer_missing':
    "Le compte s'ouvre une fois accepté un premier virement d'au moins {minimum, amount} depuis un compte au nom de la société (ou de l'entrepreneur lui-même, pour une activité en nom propre).",
  'error.opening.request_fulfilled': 'Ce document a déjà été renvoyé.',
  'error.opening.not_withdrawable':
    'Cette ouverture ne peut plus être retirée\u00a0: le compte est ouvert ou le dossier est clos.',
  'error.signup_request.already_withdrawn': 'Cette demande est déjà retirée.',
  'email.opening.submitted.subject':
    '{brand}\u00a0: nous avons bien reçu votre demande d’ouverture de compte',
  'email.opening.submitted.text':
    "Bonjour {firstName},\n\nNous avons bien reçu la demande d'ouverture du compte professionnel de {company}. Notre équipe va examiner votre dossier.\n\nVotre compte s'ouvrira une fois votre dossier examiné par notre équipe et votre premier virement d'au moins {minimum, amount} depuis un compte au nom de votre société arrivé.\n\nVous suivez votre demande sur la page «\u00a0Ma demande\u00a0»\u00a0:\n{url}\n\nL'équipe {brand}",
  'email.opening.submitted.text_business':
    "Bonjour {firstName},\n\nNous avons bien reçu la demande d'ouverture du compte professionnel de {company}. Notre équipe va examiner votre dossier.\n\nVotre compte s'ouvrira une fois votre dossier examiné par notre équipe et votre premier virement d'au moins {minimum, amount} depuis un compte à votre nom arrivé.\n\nVous suivez votre demande sur la page «\u00a0Ma demande\u00a0»\u00a0:\n{url}\n\nL'équipe {brand}",
  'email.opening.submitted.text_association':
    "Bonjour {firstName},\n\nNous avons bien reçu la demande d'ouverture du compte professionnel de {company}. Notre équipe va examiner votre dossier.\n\nVotre compte s'ouvrira une fois votre dossier examiné par notre équipe et votre premier virement d'au moins {minimum, amount} depuis un compte au nom de votre association arrivé.\n\nVous suivez votre demande sur la page «\u00a0Ma demande\u00a0»\u00a0:\n{url}\n\nL'équipe {brand}",
  'email.opening.enrollment_received.subject':
    '{brand}\u00a0: nous avons bien reçu la demande d’ouverture de compte de {company}',
  'email.opening.enrollment_received.text':
    "Bonjour {firstName},\n\nNous avons bien reçu la demande d'ouverture du compte professionnel de {company}, société en formation. Notre équipe va examiner votre dossier.\n\nLa suite\u00a0: le dépôt du capital. Chaque associé a reçu par e-mail ses propres instructions (le montant de sa part, le compte bloqué du dépôt et la référence à indiquer)\u00a0; il verse sa part depuis un compte à son nom, dans une banque de la zone SEPA. Vous suivez les versements sur la page du dépôt\u00a0:\n{depositUrl}\n\nUne fois tout le capital versé et votre dossier validé, la banque délivre l'attestation de dépôt des fonds, à joindre au dossier d'immatriculation de la société. Le compte s'ouvre une fois la société immatriculée.\n\nVous suivez votre demande sur la page «\u00a0Ma demande\u00a0»\u00a0:\n{url}\n\nL'équipe {brand}",
  'email.opening.documents_requested.subject': '{brand}\u00a0: des documents sont à nous renvoyer',
  'email.opening.documents_requested.text':
    "Bonjour {firstName},\n\nPour poursuivre l'examen du dossier de {company}, nous avons besoin que vous nous renvoyiez les documents suivants\u00a0:\n\n{list}\n\nEnvoyez-les depuis la page «\u00a0Ma demande\u00a0»\u00a0:\n{url}\n\nL'équipe {brand}",
  'email.opening.awaiting_first_transfer.subject':
    '{brand}\u00a0: votre dossier est validé, il reste le premier virement',
  'email.opening.awaiting_first_transfer.text':
    "Bonjour {firstName},\n\nNotre équipe a validé le dossier de {company}. Pour ouvrir le compte, faites un premier virement d'au moins {minimum, amount} depuis un compte au nom de votre société, dans une banque de la zone SEPA, vers\u00a0:\n\nIBAN\u00a0: {iban}\n\nLe compte s'ouvre dès réception de ce virement. Suivez votre demande sur\u00a0:\n{url}\n\nL'équipe {brand}",
  'email.opening.awaiting_first_transfer.text_business':
    "Bonjour {firstName},\n\nNotre équipe a validé le dossier de {company}. Pour ouvrir le compte, faites un premier virement d'au moins {minimum, amount} depuis un compte à votre nom, dans une banque de la zone SEPA, vers\u00a0:\n\nIBAN\u00a0: {iban}\n\nLe compte s'ouvre dès réception de ce virement. Suivez votre demande sur\u00a0:\n{url}\n\nL'équipe {brand}",
  'email.opening.awaiting_first_transfer.text_association':
    "Bonjour {firstName},\n\nNotre équipe a validé le dossier de {company}. Pour ouvrir le compte, faites un premier virement d'au moins {minimum, amount} depuis un compte au nom de votre association, dans une banque de la zone SEPA, vers\u00a0:\n\nIBAN\u00a0: {iban}\n\nLe compte s'ouvre dès réception de ce virement. Suivez votre demande sur\u00a0:\n{url}\n\nL'équipe {brand}",
  'email.opening.capital_deposit.subject':
    '{brand}\u00a0: votre dossier est validé, le dépôt du capital continue',
  'email.opening.capital_deposit.text':
    "Bonjour {firstName},\n\nNotre équipe a validé le dossier de {company}. Le dépôt du capital continue\u00a0: chaque associé verse sa part selon les instructions reçues. Suivez-le sur\u00a0:\n{url}\n\nL'équipe {brand}",
  'email.opening.open.subject': '{brand}\u00a0: le compte de {company} est ouvert',
  'email.opening.open.text':
    "Bonjour {firstName},\n\nBonne nouvelle\u00a0: le compte professionnel de {company} est ouvert.\n\nIBAN\u00a0: {iban}\n\nVous retrouvez l'historique de votre demande sur\u00a0:\n{url}\n\nL'équipe {brand}",
  'email.opening.refused.subject': "{brand}\u00a0: votre demande d'ouverture de compte",
  'email.opening.refused.text':
    "Bonjour {firstName},\n\nAprès examen du dossier de {company}, nous ne sommes pas en mesure de donner une suite favorable à votre demande d'ouverture de compte. Cette décision ne peut pas faire l'objet d'une explication détaillée.\n\nLes documents transmis sont conservés selon nos obligations légales.\n\nL'équipe {brand}",
  'email.opening.withdrawn.subject':
    '{brand}\u00a0: votre demande d’ouverture de compte pour {company} est retirée',
  'email.opening.withdrawn.text':
    "Bonjour {firstName},\n\nVotre demande d'ouverture du compte professionnel de {company} est retirée\u00a0: la banque ne l'examinera plus et aucun compte ne sera ouvert.",
  'email.opening.withdrawn.deposit':
    "Les virements déjà reçus sur le compte bloqué du dépôt du capital seront rendus par la banque aux comptes d'où ils viennent.",
  'email.opening.withdrawn.data_kept':
    'Votre demande ayant été transmise à la banque, la loi (article L561-12 du Code monétaire et financier) oblige à conserver ses données et documents {years, number}\u00a0ans après la fin de la relation\u00a0: ils seront effacés le {date}.',
  'email.opening.withdrawn.data_unsubmitted':
    "Votre demande n'ayant pas été transmise à la banque, ses données et documents seront effacés après {days, number}\u00a0jours sans activité de votre part.",
  'email.opening.withdrawn.end':
    "Pour toute question, répondez à ce message ou contactez notre équipe.\n\nL'équipe {brand}",
  'email.opening.closed.subject': '{brand}\u00a0: le compte de {company} est clôturé',
  'email.opening.closed.text':
    "Bonjour {firstName},\n\nLe compte professionnel de {company} est clôturé.\n\nPour toute question, répondez à ce message ou contactez notre équipe.\n\nL'équipe {brand}",
  // Back-office queues and dashboard.
  'error.not_found.queue_item': 'Demande introuvable.',
  'error.case_claimed_by_other':
    "Un autre opérateur traite ce dossier\u00a0: lui ou un superviseur doit d'abord le libérer.",
  'error.queue_claimed_by_other':
    'Un autre opérateur a pris cette demande\u00a0: elle doit être libérée avant.',
  'error.queue_item_done': 'Cette demande est déjà traitée.',
  'error.queue_not_claimed': 'Prenez cette demande avant de la marquer comme traitée.',
  'validation.period_order': 'La fin de la période doit suivre son début.',
  'validation.period_too_long': 'La période ne peut pas dépasser {days} jours.',
  'validation.day_format': 'La date doit être au format AAAA-MM-JJ.',
  // Healthcare professionals (RPPS / ADELI, FINESS)
  'validation.professional_number_format': 'Le numéro RPPS comporte 11 chiffres, le numéro ADELI 9 chiffres',
  'validation.professional_number_key':
    'La clé de contrôle du numéro RPPS ou ADELI est incorrecte\u00a0: vérifiez le dernier chiffre',
  'validation.professional_number_required': 'Votre numéro RPPS ou ADELI est obligatoire',
  'validation.holder_incomplete':
    'Complétez vos informations personnelles sur le formulaire de votre activité (naissance, domicile, déclarations, numéro RPPS ou ADELI)',
  // Consented analytics: session recordings.
  'validation.analytics_unmasked_input':
    'Cet enregistrement contient une saisie non masquée\u00a0: il a été refusé.',
  'error.not_found.recording': 'Enregistrement introuvable.',
  // Brand and legal notices: the account-creation limit.
  'error.account_creation_limit':
    'Vous avez atteint la limite de {max}\u00a0créations de compte par heure depuis cette connexion. Réessayez dans une heure, ou reprenez votre demande déjà commencée depuis l’accueil.',
  // Compliance: the risk rating, enhanced due diligence, identification measures, the regulator's export.
  'document.kind.source_of_funds': "Justificatif de l'origine des fonds",
  'document.hint.source_of_funds':
    "Par exemple\u00a0: acte de cession de votre ancien cabinet, offre de prêt, acte notarié de donation ou de succession, relevés d'épargne.",
  'error.approval.risk_not_rated':
    "Le dossier n'a pas encore de notation de risque\u00a0: faites-le noter avant de le valider.",
  'error.approval.source_of_funds_missing':
    "Vigilance renforcée\u00a0: le justificatif de l'origine des fonds doit être accepté avant la validation du dossier.",
  'error.approval.supervisor_required':
    'Un dossier en vigilance renforcée ne peut être validé que par un superviseur.',
  'compliance.tier.simplified': 'Vigilance simplifiée',
  'compliance.tier.standard': 'Vigilance standard',
  'compliance.tier.enhanced': 'Vigilance renforcée',
  'compliance.factor.pep': 'Personne politiquement exposée\u00a0: {subject}',
  'compliance.factor.pep_family_or_associate':
    "Membre de la famille ou proche associé d'une personne politiquement exposée\u00a0: {subject}",
  'compliance.factor.residence_high_risk_country':
    'Résidence ou résidence fiscale dans un pays à haut risque, {country} ({lists})\u00a0: {subject}',
  'compliance.factor.residence_monitored_country':
    'Résidence ou résidence fiscale dans un pays sous surveillance, {country} ({lists})\u00a0: {subject}',
  'compliance.factor.nationality_high_risk_country':
    "Nationalité d'un pays à haut risque, {country} ({lists})\u00a0: {subject}",
  'compliance.factor.nationality_monitored_country':
    "Nationalité d'un pays sous surveillance, {country} ({lists})\u00a0: {subject}",
  'compliance.factor.activity_holding_or_real_estate': 'Activité de holding ou immobilière (code NAF {naf})',
  'compliance.factor.activity_cash_intensive': 'Commerce de santé recevant des espèces (code NAF {naf})',
  'compliance.factor.activity_outside_healthcare': 'Activité hors du secteur de la santé (code NAF {naf})',
  'compliance.factor.legal_form_non_profit': 'Association (forme juridique {form})',
  'compliance.factor.legal_form_unregistered': 'Société non immatriculée en France (forme juridique {form})',
  'compliance.factor.cash_deposits_moderate':
    'Dépôts d’espèces prévus de 1\u00a0000 à 5\u00a0000\u00a0€ par mois',
  'compliance.factor.cash_deposits_high': 'Dépôts d’espèces prévus de plus de 5\u00a0000\u00a0€ par mois',
  'compliance.factor.international_flows': 'Flux internationaux prévus',
  'compliance.factor.large_monthly_flows': 'Flux mensuels prévus de plus de 50\u00a0000\u00a0€',
  'compliance.factor.screening_potential_match':
    'Criblage gel des avoirs et sanctions\u00a0: correspondance possible, à lever',
  'compliance.factor.screening_confirmed_match':
    'Criblage gel des avoirs et sanctions\u00a0: correspondance confirmée',
  'compliance.factor.professional_not_verified':
    "Numéro RPPS ou ADELI non confirmé par l'annuaire\u00a0: {subject}",
  'compliance.list.eu_high_risk_third_countries': "liste de l'UE des pays tiers à haut risque",
  'compliance.list.fatf_call_for_action': "GAFI, appel à l'action",
  'compliance.list.fatf_increased_monitoring': 'GAFI, surveillance renforcée',
  'compliance.trigger.submission': 'Dépôt du dossier',
  'compliance.trigger.person_saved': 'Personne enregistrée',
  'compliance.trigger.person_removed': 'Personne retirée',
  'compliance.trigger.kyc_answered': 'Questionnaire de connaissance client répondu',
  'compliance.trigger.operator': "Demande d'un opérateur",
  'compliance.trigger.screening': 'Résultat du criblage',
  'compliance.measure.identity_document_copy': "Copie du document d'identité, acceptée",
  'compliance.measure.first_transfer_own_account': 'Premier paiement depuis un compte au nom du client',
  'compliance.measure.capital_contribution_own_account':
    'Apport au capital depuis un compte au nom de l’associé',
  'compliance.measure.electronic_identification': "Moyen d'identification électronique",
  'compliance.measure.certified_copy': 'Copie certifiée conforme',
  'compliance.measure.professional_status_pro_sante_connect':
    "Statut professionnel vérifié par Pro Santé Connect (pas une preuve d'identité)",
  'compliance.export.title': 'Dossier de conformité',
  'compliance.export.prepared': 'Établi le {date} par {operator}',
  'compliance.export.section_case': 'Le dossier',
  'compliance.export.section_people': 'Les personnes',
  'compliance.export.section_decisions': 'Les décisions',
  'compliance.export.section_risk': 'La notation de risque',
  'compliance.export.section_measures': "Les mesures d'identification",
  'compliance.export.section_screening': 'Le criblage',
  'compliance.export.section_documents': 'Les pièces',
  'compliance.export.section_journal': 'Le journal du dossier',
  'compliance.export.field_status': 'Statut',
  'compliance.export.field_journey': 'Parcours',
  'compliance.export.field_customer': 'Client',
  'compliance.export.field_legal_form': 'Forme juridique',
  'compliance.export.field_naf': 'Code NAF',
  'compliance.export.field_tier': 'Niveau de vigilance',
  'compliance.export.field_score': 'Score',
  'compliance.export.field_next_review': 'Prochaine revue',
  'compliance.export.field_edition': 'Table de risque',
  'compliance.export.field_rated': 'Noté le {date}, déclencheur\u00a0: {trigger}',
  'compliance.export.approved_by': 'Dossier validé par {name}',
  'compliance.export.not_rated': "Le dossier n'a pas de notation de risque.",
  'compliance.export.none': 'Aucun élément.',
  'compliance.export.screening_none': 'Aucun résultat de criblage au dossier.',
  'compliance.export.screening_versions': 'Versions des listes contre lesquelles le dossier a été criblé',
  'compliance.export.screening_no_versions': "Le dossier n'a été criblé contre aucune version de liste.",
  'compliance.export.screening_version': '{list}, publiée le {date} — criblé du {first} au {last}',
  'compliance.export.screening_version_undated':
    '{list}, sans date de publication — criblé du {first} au {last}',
  'compliance.export.screening_fingerprint': 'Empreinte SHA-256 de la version\u00a0: {fingerprint}',
  'compliance.export.screening_hits': 'Alertes relevées',
  'compliance.export.screening_hit':
    '{subject} — inscrit sous «\u00a0{entry}\u00a0» (n° {entry_id}), {list} — score {score}\u00a0% — {status}',
  'compliance.export.screening_raised': 'Alerte relevée le {date} sur la version {fingerprint}',
  'compliance.export.screening_reason_name':
    'Nom déclaré «\u00a0{declared}\u00a0», nom inscrit «\u00a0{listed}\u00a0»\u00a0: {similarity}\u00a0% de ressemblance',
  'compliance.export.screening_reason_alias':
    'Nom déclaré «\u00a0{declared}\u00a0», alias inscrit «\u00a0{listed}\u00a0»\u00a0: {similarity}\u00a0% de ressemblance',
  'compliance.export.screening_reason_birth_date': 'Date de naissance déclarée {declared}, inscrite {listed}',
  'compliance.export.screening_reason_nationality': 'Nationalité déclarée {declared}, inscrite {listed}',
  'compliance.export.screening_proposed': 'Faux positif proposé par {operator} le {date}\u00a0: {reason}',
  'compliance.export.screening_cleared': 'Levée comme faux positif par {operator} le {date}\u00a0: {reason}',
  'compliance.export.screening_confirmed':
    'Correspondance avérée confirmée par {operator} le {date}\u00a0: {reason}',
  'compliance.screening_list.fr_gels': 'Registre national des gels (DG Trésor)',
  'compliance.screening_list.eu_fsf': "Liste consolidée des sanctions financières de l'UE",
  'compliance.hit_status.open': 'À traiter',
  'compliance.hit_status.cleared': 'Levée (faux positif)',
  'compliance.hit_status.confirmed': 'Correspondance confirmée',
  'compliance.export.documents_note':
    "Chaque pièce est jointe dans le dossier documents de l'archive, avec son empreinte SHA-256 ci-dessous.",
  'compliance.export.json_note':
    'Le fichier case.json reprend ce relevé sous une forme lisible par une machine.',
  'compliance.export.journal_ok':
    'Chaîne du journal intacte\u00a0: {count, number} entrées vérifiées le {date}.',
  'compliance.export.journal_broken': 'Chaîne du journal rompue\u00a0: {reason} (vérifiée le {date}).',
  'compliance.status.journey_in_progress': 'Parcours en cours',
  'compliance.status.submitted': 'Déposé',
  'compliance.status.under_review': "En cours d'examen",
  'compliance.status.documents_requested': 'Pièces demandées',
  'compliance.status.awaiting_first_transfer': 'En attente du premier virement',
  'compliance.status.capital_deposit': 'Dépôt de capital',
  'compliance.status.deposit_complete': 'Dépôt de capital complet',
  'compliance.status.awaiting_registration': "En attente de l'immatriculation",
  'compliance.status.open': 'Ouvert',
  'compliance.status.closed': 'Clôturé',
  'compliance.status.refused': 'Refusé',
  'compliance.decision.accepted': 'Acceptée',
  'compliance.decision.rejected': 'Rejetée',
  'compliance.decision.resubmit': 'Demandée à nouveau',
  'psc.refused.acr':
    "Pro Santé Connect n'a pas confirmé le niveau de garantie demandé (eIDAS faible) : reconnectez-vous avec votre carte CPS ou l'application e-CPS.",
  'psc.refused.token':
    "La réponse de Pro Santé Connect n'a pas pu être vérifiée (émetteur ou destinataire inattendu) : veuillez recommencer.",
  'psc.refused.state':
    'Cette connexion Pro Santé Connect a déjà été utilisée ou a expiré : veuillez recommencer.',
  'psc.refused.no_practice':
    "Pro Santé Connect n'indique aucun exercice libéral pour vous : saisissez vos informations vous-même.",
  'psc.refused.not_in_directory':
    "Votre identifiant {number} est absent de l'annuaire des professionnels de santé importé par la banque : saisissez vos informations vous-même.",
  'psc.refused.denied': 'La connexion avec Pro Santé Connect a été refusée.',
  'psc.refused.unavailable':
    'Pro Santé Connect ne répond pas pour le moment : veuillez réessayer ou saisir vos informations vous-même.',
  'psc.refused.taken': 'Ce professionnel de santé est déjà lié à un autre compte.',
  'psc.refused.practice': 'Ce lieu d’exercice ne fait pas partie de ceux que Pro Santé Connect a indiqués.',
  'psc.ticket_invalid':
    'Votre connexion Pro Santé Connect a expiré ou a déjà servi : reconnectez-vous avec Pro Santé Connect, ou choisissez un mot de passe.',
  'psc.vouched_number':
    'Ce numéro est celui que Pro Santé Connect a attesté pour votre compte : il ne peut pas être changé ici.',
} as const;

export type MessageKey = keyof typeof fr;
