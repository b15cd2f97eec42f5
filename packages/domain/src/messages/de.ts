import type { MessageKey } from './fr';

export const de: Record<MessageKey, string> = {
  'validation.siret_unknown':
    'Diese SIRET-Nummer ist im SIRENE-Register nicht zu finden: Bitte geben Sie die Angaben Ihrer Gesellschaft ein.',
  'validation.siret_closed':
    'Diese Niederlassung ist im SIRENE-Register geschlossen: Bitte geben Sie die Angaben Ihrer Gesellschaft ein.',
  'validation.required': 'Dieses Feld ist erforderlich',
  'validation.form_invalid': 'Einige Angaben fehlen oder sind fehlerhaft.',
  'validation.invalid_choice': 'Bitte wählen Sie einen Wert aus der Liste',
  'validation.too_long': 'Dieses Feld ist zu lang',
  'validation.url_format': 'Diese Webadresse ist ungültig (Beispiel: cabinet-martin.fr)',
  'validation.gender_required': 'Bitte bestätigen oder wählen Sie eine Anrede',
  'validation.phone_format': 'Das Format der Telefonnummer ist falsch',
  'validation.email_format': 'Das Format der E-Mail-Adresse ist falsch',
  'validation.email_mismatch': 'Die E-Mail-Adressen stimmen nicht überein',
  'validation.password_weak': 'Das Passwort ist zu schwach',
  'validation.password_mismatch': 'Die Passwörter stimmen nicht überein',
  'validation.country_invalid': 'Bitte wählen Sie ein Land aus der Liste',
  'validation.yes_no_required': 'Bitte beantworten Sie diese Frage',
  'validation.legal_form_required': 'Die Rechtsform ist erforderlich',
  'validation.rna_required': 'Die Vereinsnummer (RNA) ist erforderlich',
  'validation.rna_format':
    'Die Vereinsnummer muss aus 10 oder 14 Zeichen bestehen (Großbuchstaben und Ziffern)',
  'validation.siret_format': 'Die SIRET-Nummer darf nur Ziffern enthalten (höchstens 14)',
  'validation.siret_invalid': 'Diese SIRET-Nummer ist ungültig',
  'validation.siren_invalid': 'Diese SIREN-Nummer ist ungültig',
  'validation.company_number_required': 'Die Registernummer des Unternehmens ist erforderlich',
  'validation.naf_required': 'Der Tätigkeitscode (NAF) ist erforderlich',
  'validation.naf_invalid': 'Dieser Tätigkeitscode (NAF) existiert nicht',
  'validation.amount_format': 'Bitte geben Sie eine Zahl ein (höchstens zwei Nachkommastellen)',
  'validation.amount_min': 'Bitte geben Sie einen Betrag über {minAmount, amount} ein.',
  'validation.amount_too_large': 'Bitte geben Sie einen Betrag von höchstens 999.999.999.999,99 € ein',
  'validation.number_of_actions_max': 'Die Anzahl der Anteile darf 2.147.483.647 nicht überschreiten',
  'validation.number_of_actions_min': 'Die Anzahl der Anteile muss mindestens 1 betragen',
  'validation.up_capital_required': 'Das eingezahlte Kapital ist erforderlich',
  'validation.up_capital_exceeds_capital': 'Das eingezahlte Kapital darf das Stammkapital nicht übersteigen',
  'validation.postcode_format': 'Die Postleitzahl muss aus 5 Ziffern bestehen',
  'validation.postcode_digits': 'Die Postleitzahl darf nur Ziffern enthalten',
  'validation.position_required': 'Die Funktion ist erforderlich',
  'validation.birth_date_format': 'Das Datum muss im Format TT/MM/JJJJ angegeben werden',
  'validation.birth_date_future': 'Das Geburtsdatum muss vor dem heutigen Tag liegen',
  'validation.date_format': 'Das Datum muss im Format TT/MM/JJJJ angegeben werden',
  'validation.marital_status_required': 'Der Familienstand ist erforderlich',
  'validation.foreign_tax_country_required': 'Das Land des steuerlichen Wohnsitzes ist erforderlich',
  'validation.shares_invalid': 'Die Anzahl der Anteile ist falsch!',
  'validation.beneficial_owner_required': 'Mindestens ein wirtschaftlich Berechtigter ist erforderlich',
  'validation.code_format': 'Der Code muss aus 6 Ziffern bestehen',
  'validation.query_required': 'Bitte geben Sie einen Namen, eine SIREN- oder eine SIRET-Nummer ein',
  'validation.kyc_required': 'Bitte beantworten Sie den Fragebogen zu Ihrer Tätigkeit',
  'validation.terms_required': 'Sie müssen die Bedingungen akzeptieren, um fortzufahren',
  'validation.iban_invalid': 'Diese IBAN ist ungültig',
  'validation.invalid': 'Dieser Wert ist ungültig',
  'validation.kyc_version': 'Dieser Fragebogen ist nicht mehr aktuell. Bitte laden Sie die Seite neu.',
  'error.generic': 'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  'error.generic_title': 'Es tut uns leid',
  'error.unauthenticated': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'error.auth_failed': 'Das Passwort ist falsch',
  'error.auth_failed_psc':
    'Das Passwort ist falsch. Ein mit Pro Santé Connect eröffnetes Konto hat kein Passwort: Melden Sie sich mit Pro Santé Connect an.',
  'error.forbidden': 'Sie haben keinen Zugriff auf diese Ressource.',
  'error.sole_trader_people':
    'Eine Tätigkeit im eigenen Namen meldet keine weiteren Personen: Ihre Angaben machen Sie im Formular Ihrer Tätigkeit.',
  'error.completed': 'Ihre Kontoeröffnung ist abgeschlossen: Sie finden sie in Ihrem Kundenbereich.',
  'error.not_found': 'Ressource nicht gefunden.',
  'error.too_many_requests': 'Zu viele Versuche. Bitte versuchen Sie es gleich noch einmal.',
  'error.service_unavailable':
    'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es gleich noch einmal: Ihre bereits gespeicherten Angaben bleiben erhalten.',
  'error.insufficient_storage':
    'Ihr Dokument konnte vorerst nicht gespeichert werden. Bitte versuchen Sie es später erneut.',
  'error.bad_request': 'Die Anfrage ist ungültig.',
  'error.request_too_large': 'Die Anfrage ist zu groß.',
  'error.unsupported_media_type': 'Dieses Anfrageformat wird nicht unterstützt.',
  'error.email_taken': 'Mit dieser E-Mail-Adresse besteht bereits ein Konto.',
  'error.no_pending_request': 'Sie haben keinen laufenden Eröffnungsantrag.',
  'error.no_processing_signup': 'Kein Eröffnungsantrag in Bearbeitung.',
  'error.voucher_invalid': 'Dieser Aktionscode ist ungültig oder abgelaufen.',
  'error.representative_incomplete':
    'Fehlende Angaben: Bitte vervollständigen Sie die Angaben zu dieser Person',
  'error.file_too_large': 'Datei zu groß ({size} MB, höchstens {max} MB)',
  'error.file_type_invalid': 'Falsches Format (zulässige Formate: {types})',
  'error.too_many_files': 'Sie können nicht mehr als {max} Dateien hochladen',
  'error.file_not_found': 'Datei nicht gefunden',
  'error.company_not_found':
    'Kein Unternehmen gefunden: Versuchen Sie es mit der SIREN- oder SIRET-Nummer erneut',

  'error.not_found.user': 'Benutzer nicht gefunden.',
  'error.not_found.pro_sante_connect': 'Die Anmeldung mit Pro Santé Connect wird nicht angeboten.',
  'error.not_found.company': 'Unternehmen nicht gefunden.',
  'error.not_found.account': 'Konto nicht gefunden.',
  'error.not_found.challenge': 'Verifizierung nicht gefunden.',
  'error.not_found.token': 'Verifizierungsmethode nicht gefunden.',
  'error.not_found.signup_request': 'Eröffnungsantrag nicht gefunden.',
  'error.not_found.representative': 'Person nicht gefunden.',
  'error.not_found.mandate': 'Vollmacht nicht gefunden.',
  'error.not_found.contact_form': 'Kontaktformular nicht gefunden.',
  'error.not_found.case': 'Vorgang nicht gefunden.',
  'error.not_found.screening_hit': 'Screening-Treffer nicht gefunden.',
  'error.not_found.document': 'Dokument nicht gefunden.',
  'error.operator_sign_in_failed': 'E-Mail-Adresse, Passwort oder Bestätigungscode ist falsch.',
  'error.operator_sign_in_locked':
    'Zu viele fehlgeschlagene Anmeldeversuche. Versuchen Sie es in {minutes} Min. erneut.',
  'error.not_found.operator': 'Mitarbeiter nicht gefunden.',
  'error.operator.own_account':
    'Sie können nicht auf Ihr eigenes Konto einwirken: Ein anderer Administrator muss es tun.',
  'error.operator.already_disabled': 'Dieser Mitarbeiter ist bereits deaktiviert.',
  'error.operator.disabled': 'Dieser Mitarbeiter ist deaktiviert: Seine Rolle kann sich nicht mehr ändern.',
  'error.operator.same_role': 'Dieser Mitarbeiter hat diese Rolle bereits.',
  'error.operator.own_grant':
    'Sie haben diese Rolle vorgeschlagen: Ein anderer Administrator muss sie bestätigen.',
  'error.operator.grant_gone': 'Dieser Rollenvorschlag wartet nicht mehr.',
  'error.operator.email_taken': 'Ein Operator hat bereits diese E-Mail-Adresse.',
  'error.operator.own_invitation':
    'Sie haben diese Einladung vorgeschlagen: Ein anderer Administrator muss sie bestätigen.',
  'error.operator.invitation_proposal_gone': 'Diese Einladung wartet nicht mehr auf eine Bestätigung.',
  'error.operator.invitation_awaiting':
    'Eine Einladung an diese Adresse wartet auf die Bestätigung eines anderen Administrators: Bestätigen Sie sie, lehnen Sie sie ab oder ziehen Sie sie zuerst zurück.',
  'error.invitation.unusable':
    'Dieser Link ist nicht mehr gültig (verwendet, ersetzt oder abgelaufen): Bitten Sie einen Administrator um einen neuen.',
  'validation.totp_code_invalid': 'Geben Sie den 6-stelligen Code Ihrer Authentifizierungs-App ein',
  'validation.totp_code_wrong':
    'Dieser Code passt nicht: Prüfen Sie die Uhrzeit Ihres Geräts und geben Sie den nächsten Code ein',
  'email.operator_invitation.role_reviewer': 'Prüfer',
  'email.operator_invitation.role_supervisor': 'Supervisor',
  'email.operator_invitation.role_auditor': 'Auditor',
  'email.operator_invitation.role_administrator': 'Administrator',
  'email.operator_invitation.subject': '{brand}-Backoffice: Ihre Einladung',
  'email.operator_invitation.text':
    'Hallo {name},\n\n{inviter} lädt Sie mit der Rolle {role} in das {brand}-Backoffice ein. Öffnen Sie diesen Link, um Ihr Passwort zu wählen und Ihre Authentifizierungs-App einzurichten:\n{url}\n\nDer Link gilt einmal und läuft am {expires} (Pariser Zeit) ab. Wenn Sie ihn nicht erwartet haben, ignorieren Sie diese E-Mail.',
  'email.operator_second_factor_reset.subject':
    '{brand}-Backoffice: Richten Sie Ihre Authentifizierungs-App neu ein',
  'email.operator_second_factor_reset.text':
    'Hallo {name},\n\n{inviter} hat Ihren zweiten Faktor zurückgesetzt: Ihre bisherigen Authentifizierungs- und Wiederherstellungscodes gelten nicht mehr und Ihre Sitzungen wurden beendet. Öffnen Sie diesen Link, um Ihre Authentifizierungs-App neu einzurichten:\n{url}\n\nDer Link gilt einmal und läuft am {expires} (Pariser Zeit) ab. Wenn Sie das nicht veranlasst haben, informieren Sie Ihren Administrator.',
  'error.operator_session_expired': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'error.csrf_refused':
    'Die Anfrage konnte nicht überprüft werden. Laden Sie die Seite neu und versuchen Sie es erneut.',
  'error.person_prefixed': '{name}: {message}',
  'auth.app_check_failed': 'Ihr Browser konnte nicht überprüft werden. Bitte laden Sie die Seite neu.',

  'document.file_too_large': 'Die Datei ist zu groß (maximale Größe: {max} MB)',
  'document.invalid_type': 'Falsches Format: nur PDF-, JPEG- und PNG-Dateien werden akzeptiert',
  'document.too_many_files': 'Zu viele Dateien: höchstens {count}',
  'document.no_file': 'Bitte fügen Sie mindestens eine Datei bei.',
  'document.wrong_registration_proof': 'Dieses Dokument passt nicht zur angegebenen Rechtsform ({expected}).',
  'document.unreadable':
    'Dieses Dokument ist nicht lesbar: es wurde beschädigt. Bitte laden Sie es erneut hoch.',
  'document.malformed': 'Das Hochladen der Datei ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'document.not_found': 'Dokument nicht gefunden.',
  'document.missing': 'Fehlendes Dokument: {document}',
  'document.kind.kbis': 'Handelsregisterauszug (Kbis)',
  'document.kind.activity_proof': 'Tätigkeitsnachweis',
  'document.kind.status': 'Satzung',
  'document.kind.status_project': 'Satzungsentwurf',
  'document.kind.proof_of_address': 'Adressnachweis des Unternehmens',
  'document.kind.gm_minutes': 'Protokoll der Hauptversammlung',
  'document.kind.identity_card': 'Ausweisdokument',
  'document.kind.identity_photo': 'Passfoto',
  'document.kind.address_proof': 'Wohnsitznachweis',
  'document.kind.mandate': 'Vollmacht',
  'document.kind.joafe': 'Veröffentlichung im Amtsblatt der Vereine (JOAFE)',
  'document.kind.senircs_certificate': 'Registrierungsnachweis der ausländischen Gesellschaft',
  'document.kind.cse_minutes_and_rules': 'Protokoll und Geschäftsordnung des Betriebsrats',
  'document.kind.delegation_of_authority': 'Vollmachtsübertragung',
  'document.kind.activity_presentation': 'Tätigkeitsbeschreibung (optional)',
  'document.hint.kbis': 'Kostenlos auf monidenum.fr oder infogreffe.fr erhältlich.',
  'document.hint.activity_proof':
    'INSEE-Bescheinigung, Eintragungsnachweis der Berufskammer oder der URSSAF oder die Eingangsbestätigung eines Vereins.',
  'document.hint.status': 'Aktuelle Satzung, unterschrieben und datiert.',
  'document.hint.status_project': 'Satzungsentwurf, nicht älter als ein Jahr.',
  'document.hint.proof_of_address':
    'Rechnung, Mietvertrag oder Domizilbescheinigung auf den Namen des Unternehmens, nicht älter als 3 Monate.',
  'document.hint.gm_minutes': 'Protokoll der Versammlung, die die Vertreter des Betriebsrats bestellt hat.',
  'document.kind.activity_proof_business': 'Eintragungsnachweis der Tätigkeit',
  'document.kind.activity_proof_association': 'Eingangsbestätigung der Vereinsanmeldung',
  'document.kind.status_association': 'Vereinssatzung',
  'document.kind.proof_of_address_business': 'Adressnachweis der Praxis',
  'document.kind.proof_of_address_association': 'Adressnachweis des Vereinssitzes',
  'document.hint.activity_proof_business':
    'INSEE-Bescheinigung (SIRENE-Register), URSSAF-Anmeldebescheinigung oder Eintragungsnachweis Ihrer Berufskammer.',
  'document.hint.activity_proof_association':
    'Eingangsbestätigung der Anmeldung bei der Präfektur (RNA-Nummer) oder Veröffentlichung im Amtsblatt der Vereine (JOAFE).',
  'document.hint.status_association': 'Aktuelle Satzung, datiert und unterschrieben.',
  'document.hint.proof_of_address_business':
    'Gewerbemietvertrag, Rechnung oder Domizilbescheinigung an der Adresse der Praxis, nicht älter als 3 Monate.',
  'document.hint.proof_of_address_association':
    'Rechnung, Mietvertrag oder Domizilbescheinigung auf den Namen des Vereins, nicht älter als 3 Monate.',
  'document.not_held_by_legal_form':
    'Eine Tätigkeit im eigenen Namen ({legalForm}) hat kein solches Dokument: Es wird nicht verlangt.',

  'sca.code.subject': 'Ihr Bestätigungscode',
  'sca.code.text': 'Ihr Bestätigungscode: {code}. Er läuft in {minutes} Minuten ab.',
  'sca.code.enroll_text':
    'Ihr Code zum Aktivieren der Zwei-Schritt-Verifizierung: {code}. Er läuft in {minutes} Minuten ab.',
  'sca.code.warning': 'Geben Sie diesen Code niemals weiter. Die Bank fragt Sie niemals telefonisch danach.',
  'sca.error.required': 'Zum Fortfahren ist eine Zwei-Schritt-Verifizierung erforderlich.',
  'sca.error.failed': 'Die Zwei-Schritt-Verifizierung war nicht erfolgreich',
  'sca.error.code_invalid': 'Der Code ist falsch.',
  'sca.error.too_many_attempts': 'Zu viele falsche Codes. Fordern Sie einen neuen Code an.',
  'sca.error.expired': 'Der Code ist abgelaufen. Fordern Sie einen neuen Code an.',
  'sca.error.rejected': 'Der Vorgang wurde in Ihrer App abgelehnt.',
  'sca.error.not_accepted': 'Der Vorgang wurde in Ihrer App noch nicht bestätigt.',
  'sca.error.already_used': 'Diese Verifizierung wurde bereits verwendet.',
  'sca.error.send_limit': 'Zu viele Codes gesendet. Bitte versuchen Sie es in einigen Minuten erneut.',
  'sca.error.challenge_send_limit':
    'Zu viele Codes für diese Verifizierung gesendet. Starten Sie den Vorgang erneut, um einen neuen zu erhalten.',
  'sca.error.no_method': 'Es ist keine Verifizierungsmethode eingerichtet.',
  'sca.error.method_unavailable': 'Diese Verifizierungsmethode ist nicht verfügbar.',
  'sca.error.pairing_invalid': 'Der Kopplungscode ist ungültig oder abgelaufen.',
  'sca.error.signature_invalid': 'Die Signatur des Geräts ist ungültig.',
  // SMS provider: a code that could not be delivered.
  'sca.error.not_delivered':
    'Der Code konnte Ihnen nicht gesendet werden. Versuchen Sie es erneut oder wählen Sie eine andere Verifizierungsmethode.',
  'sca.method.app': 'Mobile App',
  'sca.action.company.complete': 'Die Eröffnung Ihres Kontos abschließen',
  'sca.action.login.new_device': 'Anmeldung von einem neuen Gerät',
  'sca.action.sca.enroll': 'Eine Methode der Zwei-Schritt-Verifizierung hinzufügen',
  'sca.action.default': 'Einen sensiblen Vorgang bestätigen',

  'email.reminder.subject': '{brand}: Eröffnen Sie Ihr Geschäftskonto am Computer',
  'email.reminder.text':
    'Guten Tag {firstName},\n\nSie haben um eine Erinnerung zur Eröffnung Ihres {brand}-Geschäftskontos gebeten. Die Eröffnung dauert am Computer etwa zwanzig Minuten, unter:\n{url}\n\nHalten Sie bitte Ihr Ausweisdokument, einen Wohnsitznachweis (nicht älter als {months} Monate) bereit, dazu die Satzung Ihrer Gesellschaft oder, als Einzelunternehmer, Ihre SIRENE-Bescheinigung oder URSSAF-Anmeldung.\n\nUnser Team kann Sie auch zurückrufen und Ihnen helfen.\n\nIhr {brand}-Team',
  'email.retention_reminder.subject': '{brand}: Ihr Kontoeröffnungsantrag wird am {date} gelöscht',
  'email.retention_reminder.text':
    'Guten Tag,\n\nIhr Antrag auf Eröffnung eines {brand}-Geschäftskontos wurde nie abgeschickt und ruht seit Langem. Ohne Ihre Rückkehr wird er am {date} gelöscht, mit den Angaben und Dokumenten, die Sie eingereicht haben.\n\nUm ihn zu behalten, melden Sie sich einfach an und setzen Sie ihn fort:\n{url}\n\nIhr {brand}-Team',

  // Capital deposit.
  'error.not_found.capital_deposit': 'Kapitaleinlage nicht gefunden.',
  'error.not_found.transfer': 'Überweisung nicht gefunden.',
  'deposit.error.certificate_not_ready':
    'Die Einzahlungsbescheinigung ist verfügbar, sobald alle Gesellschafter ihren Anteil am Kapital eingezahlt haben.',
  'deposit.error.kbis_not_expected':
    'Der Kbis-Auszug wird hochgeladen, sobald die Kapitaleinlage abgeschlossen ist, und vor der Kontoeröffnung.',
  'deposit.error.transfer_conflict':
    'Eine Überweisung mit dieser Kennung wurde bereits mit anderem Inhalt empfangen.',
  'deposit.error.release_unmatched':
    'Diese Überweisung gehört zu keinem Gesellschafter: Sie kann nicht angerechnet werden.',
  'deposit.error.feed_unauthenticated': 'Die Dienstkennung fehlt oder ist ungültig.',
  // The bank's review of a held contribution (four-eyes), the registered company at the Kbis step.
  'deposit.error.transfer_not_held':
    'Diese Überweisung wird nicht zur Prüfung zurückgehalten: Es gibt nichts freizugeben oder zurückzusenden.',
  'deposit.error.action_pending':
    'Für diese Überweisung ist bereits eine Aktion vorgeschlagen: Ein anderer Supervisor bestätigt oder verwirft sie.',
  'deposit.error.no_action_pending': 'Für diese Überweisung ist keine Aktion vorgeschlagen.',
  'deposit.error.four_eyes':
    'Sie haben diese Aktion selbst vorgeschlagen: Ein anderer Supervisor muss sie bestätigen.',
  'deposit.error.still_paid_in':
    'Diese Überweisung gehört zum Kapital, das gerade eingezahlt wird: Sie kann nur zurückgesendet werden, wenn die Eröffnung vor der Kontoeröffnung zurückgezogen oder abgelehnt wird.',
  'deposit.error.return_only':
    'Die Eröffnung endete vor der Kontoeröffnung: Diese Überweisung kann nur noch an ihren Auftraggeber zurückgesendet werden.',
  'deposit.error.not_enrollment': 'Zu diesem Vorgang gibt es keine Kapitaleinzahlung.',
  'deposit.error.registration_not_expected':
    'Die SIREN der eingetragenen Gesellschaft wird mit ihrem Kbis-Auszug angegeben, sobald die Einzahlungsbestätigung ausgestellt ist; nach dem Senden des Kbis ist sie nicht mehr änderbar.',
  'deposit.error.registration_review_only':
    'Die Eintragung wird während der Prüfung des Kbis korrigiert, von einem Mitarbeiter, der diesen Vorgang prüft.',
  'deposit.error.kbis_needs_registration':
    'Geben Sie zuerst die SIREN und den Namen der eingetragenen Gesellschaft an, wie sie auf dem Kbis-Auszug stehen.',
  'error.opening.registration_missing':
    'SIREN und Name der eingetragenen Gesellschaft sind nicht erfasst: Das Konto der Gesellschaft kann nicht eröffnet werden.',
  'email.deposit.transfer_released.subject':
    '{brand}: Eine Überweisung für das Kapital von {company} wird angerechnet',
  'email.deposit.transfer_released.text':
    'Guten Tag {firstName},\n\ndie Überweisung über {amount, amount}, eingegangen am {date} von {payer} für den Anteil von {shareholder}, wurde zur Prüfung zurückgehalten. Nach Prüfung hat die Bank sie angenommen: Sie wird nun auf die Kapitaleinzahlung von {company} angerechnet.\n\nVerfolgen Sie die Einzahlung unter:\n{url}\n\nIhr {brand}-Team',
  'email.deposit.transfer_returned.subject':
    '{brand}: Eine Überweisung für das Kapital von {company} wird zurückgesendet',
  'email.deposit.transfer_returned.text':
    'Guten Tag {firstName},\n\ndie Überweisung über {amount, amount}, eingegangen am {date} von {payer} für den Anteil von {shareholder}, kann für die Kapitaleinzahlung von {company} nicht angenommen werden: Sie wird nicht angerechnet, und die Bank sendet sie an das Konto zurück, von dem sie kam.\n\nDer Anteil von {shareholder} muss von einem Konto auf eigenen Namen bei einer Bank im SEPA-Raum mit der Referenz {reference} eingezahlt werden.\n\nVerfolgen Sie die Einzahlung unter:\n{url}\n\nIhr {brand}-Team',
  'email.deposit.transfer_repaid.subject':
    '{brand}: Das für {company} eingezahlte Kapital wird Ihnen erstattet',
  'email.deposit.transfer_repaid.text':
    'Guten Tag,\n\ndas Konto von {company} wird nicht eröffnet: Der Antrag wurde zurückgezogen oder abgelehnt. Das auf das Sperrkonto eingezahlte Kapital wird daher denen erstattet, die es eingezahlt haben.\n\nDie Überweisung über {amount, amount}, eingegangen am {date} von {payer} (Referenz {reference}), wird an das Konto zurückgesendet, von dem sie kam. Sie müssen nichts tun.\n\nIhr {brand}-Team',
  'error.data_rights.kept_until':
    'Dieser Eröffnungsantrag wurde an die Bank übermittelt: Das Gesetz (Artikel L561-12 des französischen Währungs- und Finanzgesetzbuchs) verlangt, seine Daten fünf Jahre nach Ende der Geschäftsbeziehung aufzubewahren. Sie werden am {date} gelöscht.',
  'error.data_rights.kept_while_open':
    'Dieser Eröffnungsantrag wurde an die Bank übermittelt: Das Gesetz (Artikel L561-12 des französischen Währungs- und Finanzgesetzbuchs) verlangt, seine Daten fünf Jahre nach Ende der Geschäftsbeziehung aufzubewahren. Sie werden fünf Jahre nach Ende der Geschäftsbeziehung gelöscht.',
  'error.data_rights.legal_hold':
    'Die Bank muss die Daten dieses Eröffnungsantrags für ein laufendes Verfahren aufbewahren (Artikel 17 Absatz 3 DSGVO): Sie können jetzt nicht gelöscht werden. Sie werden gelöscht, sobald diese Pflicht endet.',
  // The customer's download of their data: the readable summary's words.
  'compliance.data_export.title': 'Ihre Daten',
  'compliance.data_export.exported_on': 'Exportiert am {date}',
  'compliance.data_export.contents':
    'Die von Ihnen gesendeten Dokumente liegen im Ordner documents, dieselben Daten maschinenlesbar in data.json.',
  'compliance.data_export.identity': 'Identität',
  'compliance.data_export.name': 'Name',
  'compliance.data_export.email': 'E-Mail-Adresse',
  'compliance.data_export.phone': 'Telefon',
  'compliance.data_export.nationality': 'Staatsangehörigkeit',
  'compliance.data_export.created_at': 'Registriert am',
  'compliance.data_export.openings': 'Kontoeröffnungsanträge',
  'compliance.data_export.status': 'Status',
  'compliance.data_export.history': 'Verlauf',
  'compliance.data_export.people': 'Personen',
  'compliance.data_export.kyc': 'Antworten auf den Fragebogen',
  'compliance.data_export.documents': 'Gesendete Dokumente',
  'compliance.data_export.consents': 'Einwilligungen',
  'compliance.data_export.emails': 'Gesendete E-Mails',
  'compliance.data_export.none': 'Keine',
  'compliance.data_export.consent.terms': 'Allgemeine Geschäftsbedingungen akzeptiert',
  'compliance.data_export.consent.deposit_guarantee': 'Information zur Einlagensicherung erhalten',
  'compliance.data_export.consent.consent': 'Einwilligung in die Datenverarbeitung erteilt',
  'compliance.data_export.consent.communication': 'Mitteilungen der Bank akzeptiert',
  'compliance.data_export.consent.information_exchange_withdrawn':
    'Informationsaustausch mit dem Versicherer widerrufen',
  'error.legal_hold.already_set': 'Auf diesem Vorgang liegt bereits eine rechtliche Aufbewahrungspflicht.',
  'error.legal_hold.none': 'Auf diesem Vorgang liegt keine rechtliche Aufbewahrungspflicht.',
  'email.deposit.transfer_received.subject':
    '{brand}: Ihre Überweisung für das Kapital von {company} ist eingegangen',
  'email.deposit.transfer_received.text':
    'Guten Tag,\n\nwir haben die Überweisung über {amount, amount} vom {date} für Ihren Anteil am Kapital von {company} (Referenz {reference}) erhalten: Sie wird auf die Einzahlung angerechnet.\n\nDie Einzahlung ist vollständig, sobald jeder Gesellschafter seinen Anteil eingezahlt hat; die Bank stellt dann die Bescheinigung über die Kapitaleinzahlung aus.\n\nIhr {brand}-Team',
  'email.deposit.transfer_held.subject':
    '{brand}: Ihre Überweisung für das Kapital von {company} wird geprüft',
  'email.deposit.transfer_held.text':
    'Guten Tag,\n\nwir haben die Überweisung über {amount, amount} vom {date} für Ihren Anteil am Kapital von {company} (Referenz {reference}) erhalten, sie wird aber noch nicht angerechnet. {reason}\n\nDie Bank prüft sie. Sie wird sie entweder anrechnen oder auf das Konto zurücküberweisen, von dem sie kam. Ihr Anteil muss von einem Konto auf Ihren Namen bei einer Bank im SEPA-Raum mit der Referenz {reference} eingezahlt werden.\n\nIhr {brand}-Team',
  'email.deposit.hold_reason.below_minimum': 'Der Betrag liegt unter dem erwarteten Mindestbetrag.',
  'email.deposit.hold_reason.payer_outside_sepa':
    'Die Überweisung kam von einer Bank außerhalb des SEPA-Raums.',
  'email.deposit.hold_reason.payer_name_mismatch':
    'Das Konto, von dem sie kam, lautet nicht auf den Namen des Gesellschafters.',
  'email.deposit.hold_reason.unknown_reference':
    'Die Referenz der Überweisung passt zu keinem Gesellschafter.',
  'email.deposit.hold_reason.wrong_account':
    'Die Überweisung ist nicht auf dem Sperrkonto der Einzahlung eingegangen.',
  'email.deposit.complete.subject': '{brand}: Das Kapital von {company} ist vollständig eingezahlt',
  'email.deposit.complete.text':
    'Guten Tag {firstName},\n\njeder Gesellschafter hat seinen Anteil eingezahlt: Die Kapitaleinzahlung von {company} ist vollständig. Die Bank stellt die Bescheinigung über die Kapitaleinzahlung aus, sobald sie die Akte freigegeben hat; wir schreiben Ihnen dann.\n\nVerfolgen Sie die Einzahlung unter:\n{url}\n\nIhr {brand}-Team',
  'email.deposit.certificate_ready.subject':
    '{brand}: Die Bescheinigung über die Kapitaleinzahlung von {company} ist bereit',
  'email.deposit.certificate_ready.text':
    'Guten Tag {firstName},\n\ndie Bescheinigung über die Kapitaleinzahlung von {company} ist bereit (Referenz {reference}). Laden Sie sie auf der Seite der Einzahlung herunter und fügen Sie sie den Eintragungsunterlagen der Gesellschaft bei; senden Sie uns anschließend den Handelsregisterauszug (Kbis), um das Konto zu eröffnen.\n\n{url}\n\nIhr {brand}-Team',
  'deposit.validation.amount_format':
    'Der Betrag muss eine positive Zahl mit zwei Dezimalstellen sein (Beispiel: 1500.00)',
  'deposit.validation.amount_positive': 'Der Betrag muss größer als null sein',
  'deposit.validation.value_date': 'Das Valutadatum muss ein Datum im Format JJJJ-MM-TT sein',
  'deposit.rule.person':
    'Die Überweisung muss von einem Privatkonto auf Ihren eigenen Namen ({name}) kommen.',
  'deposit.rule.company': 'Die Überweisung muss vom Geschäftskonto der Gesellschaft {name} kommen.',
  'deposit.email.subject': '{company}: Ihre Anweisungen für die Kapitaleinlage',
  'deposit.email.text':
    'Guten Tag {name},\n\ndie Gesellschaft in Gründung {company} hat bei {bank} ein Sperrkonto für die Einzahlung ihres Stammkapitals eröffnet. Hier sind Ihre Anweisungen vom {date}.\n\nZu zahlender Betrag: {amount, amount}\nKontoinhaber: {holder}\nIBAN: {iban}\nBIC: {bic}\nReferenz im Verwendungszweck der Überweisung: {reference}\n\n{rule} Sie muss von einer Bank im SEPA-Raum ausgehen. Eine Überweisung von einem Konto auf einen anderen Namen oder von einer Bank außerhalb des SEPA-Raums wird zur Prüfung zurückgehalten und nicht angerechnet.\n\nSobald alle Gesellschafter ihren Anteil eingezahlt haben, stellt die Bank die Einzahlungsbescheinigung aus.\n\nIhr {brand}-Team',
  'deposit.certificate.title': 'Bescheinigung über die Einzahlung der Einlagen',
  'deposit.certificate.notice': 'Übersetzung zur Information; maßgeblich ist die französische Fassung.',
  'deposit.certificate.intro':
    '{bank} bescheinigt, auf dem Sperrkonto {iban}, eröffnet auf den Namen der unten bezeichneten Gesellschaft in Gründung, die von ihren Gesellschaftern für ihre Bareinlagen eingezahlten Mittel in Höhe von insgesamt {total} erhalten zu haben.',
  'deposit.certificate.company': 'Gesellschaft in Gründung',
  'deposit.certificate.legal_form': 'Rechtsform',
  'deposit.certificate.registered_office': 'Sitz',
  'deposit.certificate.capital': 'Stammkapital',
  'deposit.certificate.number_of_shares': 'Anzahl der Anteile',
  'deposit.certificate.shareholders': 'Gesellschafter und eingezahlte Mittel',
  'deposit.certificate.column_shareholder': 'Gesellschafter',
  'deposit.certificate.column_shares': 'Anteile',
  'deposit.certificate.column_amount': 'Eingezahlter Betrag',
  'deposit.certificate.total': 'Insgesamt eingezahlt',
  'deposit.certificate.closing':
    'Die Mittel bleiben gesperrt, bis der Kbis-Auszug der eingetragenen Gesellschaft vorgelegt wird. Diese Bescheinigung wird zur Vorlage bei den zuständigen Stellen ausgestellt.',
  'deposit.certificate.issued': 'Ausgestellt am {date}, für {bank}',
  'deposit.certificate.reference': 'Prüfreferenz: {reference}',

  'kyc.q1.label': 'Was ist Ihre Haupttätigkeit?',
  'kyc.q1.answer.general_practitioner': 'Allgemeinmediziner',
  'kyc.q1.answer.specialist': 'Facharzt',
  'kyc.q1.answer.dentist': 'Zahnarzt',
  'kyc.q1.answer.pharmacist': 'Apotheker',
  'kyc.q1.answer.nurse': 'Krankenpfleger / Krankenschwester',
  'kyc.q1.answer.physiotherapist': 'Physiotherapeut',
  'kyc.q1.answer.midwife': 'Hebamme',
  'kyc.q1.answer.speech_therapist': 'Logopäde',
  'kyc.q1.answer.orthoptist': 'Orthoptist',
  'kyc.q1.answer.podiatrist': 'Podologe',
  'kyc.q1.answer.psychologist': 'Psychologe',
  'kyc.q1.answer.osteopath': 'Osteopath',
  'kyc.q1.answer.biologist': 'Labormediziner',
  'kyc.q1.answer.other': 'Anderer Gesundheitsberuf (bitte angeben)',
  'kyc.q2.label': 'Beschreiben Sie Ihre Tätigkeit in wenigen Worten',
  'kyc.q2.placeholder': 'Z. B. Physiotherapiepraxis, Sportrehabilitation',
  'kyc.q3.label': 'Welchen Betrag erwarten Sie monatlich auf diesem Konto zu erhalten?',
  'kyc.q3.hint':
    'Honorare, Erstattungen der gesetzlichen und privaten Krankenversicherung, sonstige Eingänge.',
  'kyc.monthly.lt_5k': 'Weniger als 5.000 €',
  'kyc.monthly.5k_15k': '5.000 € bis 15.000 €',
  'kyc.monthly.15k_30k': '15.000 € bis 30.000 €',
  'kyc.monthly.30k_50k': '30.000 € bis 50.000 €',
  'kyc.monthly.other': 'Mehr als 50.000 € (Betrag angeben)',
  'kyc.q4.label': 'Welchen Betrag erwarten Sie monatlich von diesem Konto auszugeben?',
  'kyc.q4.hint': 'Praxismiete, Gehälter, Sozialabgaben, Verbrauchsmaterial und medizinische Geräte.',
  'kyc.q5.label': 'Woher stammen die Gelder, die diesem Konto gutgeschrieben werden?',
  'kyc.hint.several_answers': 'Mehrere Antworten möglich.',
  'kyc.q5.answer.professional_fees':
    'Honorare und Leistungen (Patienten / Krankenversicherung / Zusatzversicherungen)',
  'kyc.q5.answer.savings': 'Eigenmittel oder Ersparnisse',
  'kyc.q5.answer.bank_loan': 'Bankdarlehen',
  'kyc.q5.answer.public_aid': 'Zuschüsse oder öffentliche Förderungen',
  'kyc.q5.answer.practice_sale': 'Verkauf einer Praxis oder eines Patientenstamms',
  'kyc.answer.other': 'Sonstiges (bitte angeben)',
  'kyc.q6.label': 'Planen Sie Bareinzahlungen auf dieses Konto?',
  'kyc.q6.answer.none': 'Nein',
  'kyc.q6.answer.lt_1k': 'Ja, weniger als 1.000 € im Monat',
  'kyc.q6.answer.1k_5k': 'Ja, 1.000 € bis 5.000 € im Monat',
  'kyc.q6.answer.gt_5k': 'Ja, mehr als 5.000 € im Monat',
  'kyc.q7.label': 'Planen Sie Überweisungen aus dem oder ins Ausland?',
  'kyc.answer.yes': 'Ja',
  'kyc.answer.no': 'Nein',
  'kyc.q8.label': 'Mit welchen Ländern?',
  'kyc.q8.placeholder': 'Z. B. Belgien, Schweiz',
  'kyc.q9.label': 'Wie viele Mitarbeiter beschäftigen Sie?',
  'kyc.q9.hint': 'Sekretariat, Assistenz, angestellte Mitarbeiter.',
  'kyc.q9.answer.0': 'Keine',
  'kyc.q9.answer.1_2': '1 bis 2',
  'kyc.q9.answer.3_9': '3 bis 9',
  'kyc.q9.answer.10_49': '10 bis 49',
  'kyc.q9.answer.50_plus': '50 oder mehr',
  'kyc.q10.label': 'Welchen Jahresumsatz erwarten Sie (in Euro)?',
  'kyc.q10.placeholder': 'Z. B. 120 000',
  'kyc.q11.label': 'Haben Sie Geschäftskonten bei anderen Banken?',
  'kyc.q12.label': 'Bei welchen Banken?',
  'kyc.q13.label': 'Wie werden Sie dieses Konto nutzen?',
  'kyc.q13.answer.collect_fees': 'Vereinnahmung von Honoraren (Karte / Überweisung / Scheck)',
  'kyc.q13.answer.pay_expenses': 'Bezahlung der Praxiskosten',
  'kyc.q13.answer.pay_salaries': 'Zahlung von Gehältern',
  'kyc.q13.answer.loan_repayments': 'Rückzahlung von Darlehen',
  'kyc.q13.answer.savings': 'Geschäftliches Sparen',
  'kyc.q14.label': 'Wer sind Ihre Hauptkunden?',
  'kyc.q14.hint': 'Bei Angehörigen der Gesundheitsberufe sind das in der Regel Ihre Patienten.',
  'kyc.q14.placeholder': 'Patienten',
  'kyc.q15.label': 'Wer sind Ihre Hauptlieferanten?',
  'kyc.q15.placeholder': 'Z. B. Großhändler für Medizinbedarf, Labor',
  'kyc.q16.label': 'RPPS- oder ADELI-Nummer der Gesundheitsfachkraft',
  'kyc.q16.hint': 'Die Kennung auf Ihrer CPS-Karte.',
  'kyc.q16.placeholder': 'Z. B. 10101234567',
  'kyc.q17.label': 'Üben Sie parallel eine Angestelltentätigkeit aus?',
  'kyc.q17.hint': 'Zum Beispiel in einem Krankenhaus oder Gesundheitszentrum.',
  'kyc.q18.label': 'Woher stammen die in das Stammkapital eingebrachten Mittel?',
  'kyc.q18.answer.savings': 'Persönliche Ersparnisse',
  'kyc.q18.answer.bank_loan': 'Bankdarlehen',
  'kyc.q18.answer.gift_inheritance': 'Schenkung oder Erbschaft',
  'kyc.q18.answer.practice_sale': 'Verkauf eines Unternehmens',
  'kyc.q19.label': 'Nachweis der Mittelherkunft (optional)',
  'kyc.q19.hint': 'Sparkontoauszug, Darlehensangebot, Schenkungsurkunde…',
  'kyc.q20.label': 'Voraussichtlicher Beginn der Tätigkeit',
  'kyc.q20.placeholder': 'TT/MM/JJJJ',
  'kyc.q21.label': 'Was ist der Zweck des Vereins?',
  'kyc.q21.placeholder': 'Z. B. Gesundheitsvorsorge und -aufklärung',
  'kyc.q22.label': 'Wie viele Mitglieder hat der Verein?',
  'kyc.q22.answer.lt_50': 'Weniger als 50',
  'kyc.q22.answer.50_200': '50 bis 200',
  'kyc.q22.answer.200_1000': '200 bis 1.000',
  'kyc.q22.answer.gt_1000': 'Mehr als 1.000',
  'kyc.q23.label': 'Was sind die Haupteinnahmequellen des Vereins?',
  'kyc.q23.answer.membership_fees': 'Mitgliedsbeiträge',
  'kyc.q23.answer.donations': 'Spenden',
  'kyc.q23.answer.public_grants': 'Öffentliche Zuschüsse',
  'kyc.q23.answer.activity_income': 'Einnahmen aus Tätigkeiten',
  'kyc.q24.label': 'Wie hoch ist das voraussichtliche Jahresbudget des Vereins (in Euro)?',
  'kyc.q24.placeholder': 'Z. B. 25 000',

  // Input checks and documents hardening: free texts and names (one rule), foreign postcodes, images.
  'validation.text_characters':
    'Dieses Feld enthält unzulässige Zeichen (Steuerzeichen, unsichtbare Zeichen oder Schreibrichtungszeichen)',
  'validation.person_name_format':
    'Ein Name darf nur Buchstaben, Leerzeichen, Apostrophe, Bindestriche und Punkte enthalten',
  'validation.postcode_foreign_format':
    'Die Postleitzahl darf nur Buchstaben, Ziffern, Leerzeichen und Bindestriche enthalten (höchstens 10 Zeichen)',
  'document.image_too_large':
    'Dieses Bild ist zu groß (mehr als 50 Millionen Pixel): Verkleinern Sie es vor dem Senden.',
  'document.image_unreadable':
    'Dieses Bild ist unlesbar oder unvollständig: Senden Sie es erneut oder wählen Sie eine andere Datei.',
  // The bank's rules on the server: who may be declared, which proofs when, terms, idempotent creation.
  'validation.not_declarable_signup':
    'Laut Ihren Antworten ist diese Person weder gesetzlicher Vertreter noch wirtschaftlich Berechtigter des Unternehmens: Sie muss nicht angegeben werden.',
  'validation.not_declarable_enrollment':
    'Laut Ihren Antworten ist diese Person weder gesetzlicher Vertreter noch Gesellschafter des Unternehmens: Sie muss nicht angegeben werden.',
  'validation.not_declarable_company':
    'Laut Ihren Antworten ist dieses Unternehmen kein gesetzlicher Vertreter des Unternehmens: Es muss nicht angegeben werden.',
  'validation.not_declarable_company_enrollment':
    'Laut Ihren Antworten ist dieses Unternehmen weder gesetzlicher Vertreter noch Gesellschafter des Unternehmens: Es muss nicht angegeben werden.',
  'validation.title_not_selectable':
    'Diese Funktion kann für einen gesetzlichen Vertreter nicht gewählt werden',
  'validation.us_tin_required':
    'Die US-Steueridentifikationsnummer (TIN) ist für eine US-Person erforderlich',
  'validation.us_tin_format': 'Eine US-TIN hat 9 Ziffern',
  'validation.pep_function_required': 'Bitte geben Sie das ausgeübte öffentliche Amt an',
  'validation.pep_country_required': 'Bitte geben Sie das Land an, in dem dieses Amt ausgeübt wird',
  'validation.representatives_certification_required':
    'Bitte bestätigen Sie die Liste der gesetzlichen Vertreter, Gesellschafter und wirtschaftlich Berechtigten',
  'document.mandate_not_required':
    'Eine Vollmacht wird nur vom Kontoinhaber verlangt, der kein gesetzlicher Vertreter ist',
  'document.no_registration_proof_in_formation':
    'Ein Unternehmen in Gründung hat noch keinen Kbis-Auszug: Senden Sie den Satzungsentwurf und den Adressnachweis',
  'document.under_bank_record':
    'Dieses Dokument gehört zu dem bei der Bank eingereichten Antrag: Es kann nicht mehr gelöscht oder ersetzt werden. Sie können ein weiteres hinzufügen.',
  'error.opening.frozen':
    'Dieser Vorgang ist eingefroren, nachdem ein Treffer auf einer Liste zum Einfrieren von Vermögenswerten bestätigt wurde: Keine Aktion darf ihn oder seine Gelder mehr bewegen.',
  'error.screening.hit_decided': 'Über diesen Treffer wurde bereits entschieden.',
  'error.screening.same_operator':
    'Sie haben selbst vorgeschlagen, diesen Treffer aufzuheben: Ein anderer Mitarbeiter muss es bestätigen.',
  'error.screening.no_proposal': 'Für diesen Treffer ist keine Aufhebung vorgeschlagen.',
  'error.screening.proposal_pending':
    'Für diesen Treffer ist bereits eine Aufhebung vorgeschlagen: Ein anderer Mitarbeiter muss sie bestätigen.',
  'error.screening.supervisor_only':
    'Nur ein Supervisor darf einen Treffer auf einer Liste zum Einfrieren von Vermögenswerten bestätigen.',
  'error.approval.screening_hits_open':
    'Ein Screening-Treffer dieses Vorgangs wartet auf eine Entscheidung: Klären oder bestätigen Sie ihn vor der Freigabe.',
  'error.approval.screening_match_confirmed':
    'Ein Screening-Treffer dieses Vorgangs wurde als echter Treffer bestätigt: Der Vorgang ist eingefroren und kann nicht freigegeben werden.',
  'error.approval.documents_undecided':
    'Jedes erforderliche Dokument muss vor der Freigabe akzeptiert sein: Einige sind noch zu prüfen.',
  'error.approval.documents_rejected':
    'Ein erforderliches Dokument wurde abgelehnt: Fordern Sie es beim Kunden erneut an oder lehnen Sie den Vorgang ab.',
  'document.kyc_first':
    'Bitte beantworten Sie zuerst den Fragebogen zu Ihrer Tätigkeit und senden Sie dann die Nachweise des Unternehmens',
  'error.idempotency_key_invalid': 'Der Header Idempotency-Key muss 1 bis 255 sichtbare Zeichen enthalten',
  'error.idempotency_key_reused': 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet',
  'error.idempotency_in_progress':
    'Eine Anfrage mit diesem Idempotency-Key wird gerade bearbeitet; versuchen Sie es gleich noch einmal',
  // The insurer's side: partner API, status reports.
  'validation.partner_siren_or_siret': 'Geben Sie die SIREN oder SIRET eines tätigen Unternehmens an',
  'validation.partner_siret_mismatch': 'Diese SIRET passt nicht zur angegebenen SIREN',
  'error.idempotency_key_required': 'Der Header Idempotency-Key ist für diese Anfrage erforderlich',
  'error.partner_unauthenticated': 'Partner-Zugriffstoken fehlt, ist ungültig oder abgelaufen',
  'error.partner_scope_missing': 'Diesem Zugriffstoken fehlt der erforderliche Geltungsbereich: {scope}',
  'error.not_found.status_report': 'Statusmeldung nicht gefunden.',
  'email.sign_in_link.subject': '{brand}: Ihr Anmeldelink',
  'email.sign_in_link.text':
    'Guten Tag {firstName},\n\nSie haben die Anmeldung zu Ihrem {brand}-Kontoeröffnungsantrag angefordert. Öffnen Sie diesen Link einmal innerhalb von {minutes}\u00a0Minuten:\n{url}\n\nWenn Sie nichts angefordert haben, ignorieren Sie diese Nachricht: Ohne diesen Link kann sich niemand anmelden.\n\nIhr {brand}-Team',
  'email.partner_link.subject': '{brand}: Ihr Antrag auf Eröffnung eines Geschäftskontos',
  'email.partner_link.text':
    'Guten Tag {firstName},\n\nFür Sie wurde ein Antrag auf Eröffnung eines {brand}-Geschäftskontos vorbereitet. Um ihn an einem Computer abzuschließen, öffnen Sie diesen Link:\n{url}\n\nIhr {brand}-Team',
  // Back-office decisions and the opening's lifecycle.
  'error.not_found.document_request': 'Dokumentanforderung nicht gefunden.',
  'error.opening.not_allowed': 'Diese Aktion ist in der aktuellen Phase der Kontoeröffnung nicht möglich.',
  'error.opening.four_eyes':
    'Sie haben diesen Antrag selbst geprüft: Ein anderer Supervisor muss ihn genehmigen oder das Konto eröffnen.',
  'error.first_transfer.own':
    'Sie haben diese Überweisung selbst erfasst: Ein anderer Supervisor muss sie anhand des Kontoauszugs bestätigen.',
  'error.first_transfer.held':
    'Diese Überweisung ist zurückgehalten: Sie eröffnet das Konto nicht, es gibt nichts zu bestätigen.',
  'error.opening.screening_hits_open':
    'Ein Screening-Treffer dieses Vorgangs wartet auf eine Entscheidung: Klären oder bestätigen Sie ihn vor der Kontoeröffnung.',
  'error.opening.kbis_not_approved':
    'Der Kbis-Auszug muss von einem anderen Mitarbeiter geprüft und genehmigt werden, bevor das Konto eröffnet wird.',
  'error.opening.first_transfer_missing':
    'Das Konto wird eröffnet, sobald eine erste Überweisung von mindestens {minimum, amount} von einem Konto auf den Namen der Gesellschaft (oder des Unternehmers selbst, bei einer Tätigkeit im eigenen Namen) akzeptiert wurde.',
  'error.opening.request_fulfilled': 'Dieses Dokument wurde bereits erneut gesendet.',
  'error.opening.not_withdrawable':
    'Diese Kontoeröffnung kann nicht mehr zurückgezogen werden: Das Konto ist eröffnet oder der Vorgang abgeschlossen.',
  'error.signup_request.already_withdrawn': 'Dieser Antrag ist bereits zurückgezogen.',
  'email.opening.submitted.subject': '{brand}: Wir haben Ihren Antrag auf Kontoeröffnung erhalten',
  'email.opening.submitted.text':
    'Guten Tag {firstName},\n\nwir haben den Antrag auf Eröffnung des Geschäftskontos von {company} erhalten. Unser Team prüft nun Ihre Unterlagen.\n\nIhr Konto wird eröffnet, sobald unser Team Ihre Unterlagen geprüft hat und Ihre erste Überweisung von mindestens {minimum, amount} von einem Konto auf den Namen Ihrer Gesellschaft eingegangen ist.\n\nVerfolgen Sie Ihren Antrag auf der Seite „Mein Antrag“:\n{url}\n\nIhr {brand}-Team',
  'email.opening.submitted.text_business':
    'Guten Tag {firstName},\n\nwir haben den Antrag auf Eröffnung des Geschäftskontos von {company} erhalten. Unser Team prüft nun Ihre Unterlagen.\n\nIhr Konto wird eröffnet, sobald unser Team Ihre Unterlagen geprüft hat und Ihre erste Überweisung von mindestens {minimum, amount} von einem Konto auf Ihren eigenen Namen eingegangen ist.\n\nVerfolgen Sie Ihren Antrag auf der Seite „Mein Antrag“:\n{url}\n\nIhr {brand}-Team',
  'email.opening.submitted.text_association':
    'Guten Tag {firstName},\n\nwir haben den Antrag auf Eröffnung des Geschäftskontos von {company} erhalten. Unser Team prüft nun Ihre Unterlagen.\n\nIhr Konto wird eröffnet, sobald unser Team Ihre Unterlagen geprüft hat und Ihre erste Überweisung von mindestens {minimum, amount} von einem Konto auf den Namen Ihres Vereins eingegangen ist.\n\nVerfolgen Sie Ihren Antrag auf der Seite „Mein Antrag“:\n{url}\n\nIhr {brand}-Team',
  'email.opening.enrollment_received.subject':
    '{brand}: Wir haben den Antrag auf Kontoeröffnung von {company} erhalten',
  'email.opening.enrollment_received.text':
    'Guten Tag {firstName},\n\nwir haben den Antrag auf Eröffnung des Geschäftskontos von {company}, einer Gesellschaft in Gründung, erhalten. Unser Team prüft nun Ihre Unterlagen.\n\nAls Nächstes folgt die Kapitaleinzahlung: Jeder Gesellschafter hat seine eigenen Anweisungen per E-Mail erhalten (den Betrag seines Anteils, das Sperrkonto der Einzahlung und die anzugebende Referenz); er zahlt seinen Anteil von einem Konto auf seinen eigenen Namen bei einer Bank im SEPA-Raum ein. Verfolgen Sie die Einzahlungen auf der Seite der Einzahlung:\n{depositUrl}\n\nSobald das gesamte Kapital eingezahlt und Ihre Akte freigegeben ist, stellt die Bank die Bescheinigung über die Kapitaleinzahlung aus, die den Eintragungsunterlagen der Gesellschaft beizufügen ist. Das Konto wird eröffnet, sobald die Gesellschaft eingetragen ist.\n\nVerfolgen Sie Ihren Antrag auf der Seite „Mein Antrag“:\n{url}\n\nIhr {brand}-Team',
  'email.opening.documents_requested.subject': '{brand}: Bitte senden Sie uns einige Dokumente erneut',
  'email.opening.documents_requested.text':
    'Guten Tag {firstName},\n\num die Prüfung der Unterlagen von {company} fortzusetzen, benötigen wir folgende Dokumente erneut:\n\n{list}\n\nSenden Sie sie über die Seite „Mein Antrag“:\n{url}\n\nIhr {brand}-Team',
  'email.opening.awaiting_first_transfer.subject':
    '{brand}: Ihre Unterlagen sind genehmigt, es fehlt die erste Überweisung',
  'email.opening.awaiting_first_transfer.text':
    'Guten Tag {firstName},\n\nunser Team hat die Unterlagen von {company} genehmigt. Um das Konto zu eröffnen, überweisen Sie bitte mindestens {minimum, amount} von einem Konto auf den Namen Ihrer Gesellschaft bei einer Bank im SEPA-Raum an:\n\nIBAN: {iban}\n\nDas Konto wird eröffnet, sobald diese Überweisung eingeht. Verfolgen Sie Ihren Antrag unter:\n{url}\n\nIhr {brand}-Team',
  'email.opening.awaiting_first_transfer.text_business':
    'Guten Tag {firstName},\n\nunser Team hat die Unterlagen von {company} genehmigt. Um das Konto zu eröffnen, überweisen Sie bitte mindestens {minimum, amount} von einem Konto auf Ihren eigenen Namen bei einer Bank im SEPA-Raum an:\n\nIBAN: {iban}\n\nDas Konto wird eröffnet, sobald diese Überweisung eingeht. Verfolgen Sie Ihren Antrag unter:\n{url}\n\nIhr {brand}-Team',
  'email.opening.awaiting_first_transfer.text_association':
    'Guten Tag {firstName},\n\nunser Team hat die Unterlagen von {company} genehmigt. Um das Konto zu eröffnen, überweisen Sie bitte mindestens {minimum, amount} von einem Konto auf den Namen Ihres Vereins bei einer Bank im SEPA-Raum an:\n\nIBAN: {iban}\n\nDas Konto wird eröffnet, sobald diese Überweisung eingeht. Verfolgen Sie Ihren Antrag unter:\n{url}\n\nIhr {brand}-Team',
  'email.opening.capital_deposit.subject':
    '{brand}: Ihre Unterlagen sind genehmigt, die Kapitaleinzahlung geht weiter',
  'email.opening.capital_deposit.text':
    'Guten Tag {firstName},\n\nunser Team hat die Unterlagen von {company} genehmigt. Die Kapitaleinzahlung geht weiter: Jeder Gesellschafter zahlt seinen Anteil gemäß den erhaltenen Anweisungen ein. Verfolgen Sie sie unter:\n{url}\n\nIhr {brand}-Team',
  'email.opening.open.subject': '{brand}: Das Konto von {company} ist eröffnet',
  'email.opening.open.text':
    'Guten Tag {firstName},\n\ngute Nachricht: Das Geschäftskonto von {company} ist eröffnet.\n\nIBAN: {iban}\n\nDen Verlauf Ihres Antrags finden Sie unter:\n{url}\n\nIhr {brand}-Team',
  'email.opening.refused.subject': '{brand}: Ihr Antrag auf Kontoeröffnung',
  'email.opening.refused.text':
    'Guten Tag {firstName},\n\nnach Prüfung der Unterlagen von {company} können wir Ihrem Antrag auf Kontoeröffnung leider nicht entsprechen. Eine ausführliche Begründung dieser Entscheidung können wir nicht geben.\n\nDie übermittelten Dokumente werden gemäß unseren gesetzlichen Pflichten aufbewahrt.\n\nIhr {brand}-Team',
  'email.opening.withdrawn.subject': '{brand}: Ihr Antrag auf Kontoeröffnung für {company} ist zurückgezogen',
  'email.opening.withdrawn.text':
    'Guten Tag {firstName},\n\nIhr Antrag auf Eröffnung des Geschäftskontos von {company} ist zurückgezogen: Die Bank prüft ihn nicht weiter, und es wird kein Konto eröffnet.',
  'email.opening.withdrawn.deposit':
    'Die bereits auf dem Sperrkonto der Kapitaleinzahlung eingegangenen Überweisungen werden von der Bank auf die Konten zurücküberwiesen, von denen sie kamen.',
  'email.opening.withdrawn.data_kept':
    'Da Ihr Antrag bei der Bank eingereicht war, verlangt das Gesetz (Artikel L561-12 des französischen Währungs- und Finanzgesetzbuchs), seine Daten und Dokumente {years, number} Jahre nach Ende der Geschäftsbeziehung aufzubewahren: Sie werden am {date} gelöscht.',
  'email.opening.withdrawn.data_unsubmitted':
    'Da Ihr Antrag nicht bei der Bank eingereicht war, werden seine Daten und Dokumente nach {days, number} Tagen ohne Aktivität Ihrerseits gelöscht.',
  'email.opening.withdrawn.end':
    'Bei Fragen antworten Sie auf diese Nachricht oder wenden Sie sich an unser Team.\n\nIhr {brand}-Team',
  'email.opening.closed.subject': '{brand}: Das Konto von {company} ist geschlossen',
  'email.opening.closed.text':
    'Guten Tag {firstName},\n\ndas Geschäftskonto von {company} ist geschlossen.\n\nBei Fragen antworten Sie auf diese Nachricht oder wenden Sie sich an unser Team.\n\nIhr {brand}-Team',
  // Back-office queues and dashboard.
  'error.not_found.queue_item': 'Anfrage nicht gefunden.',
  'error.case_claimed_by_other':
    'Ein anderer Operator bearbeitet diesen Fall: Er oder ein Supervisor muss ihn zuerst freigeben.',
  'error.queue_claimed_by_other':
    'Ein anderer Mitarbeiter hat diese Anfrage übernommen: Sie muss zuerst freigegeben werden.',
  'error.queue_item_done': 'Diese Anfrage ist bereits erledigt.',
  'error.queue_not_claimed': 'Übernehmen Sie diese Anfrage, bevor Sie sie als erledigt markieren.',
  'validation.period_order': 'Das Ende des Zeitraums muss nach seinem Beginn liegen.',
  'validation.period_too_long': 'Der Zeitraum darf höchstens {days} Tage umfassen.',
  'validation.day_format': 'Das Datum muss im Format JJJJ-MM-TT angegeben werden.',
  // Healthcare professionals (RPPS / ADELI, FINESS)
  'validation.professional_number_format': 'Eine RPPS-Nummer hat 11 Ziffern, eine ADELI-Nummer 9 Ziffern',
  'validation.professional_number_key':
    'Die Prüfziffer dieser RPPS- oder ADELI-Nummer ist falsch: Bitte prüfen Sie die letzte Ziffer',
  'validation.professional_number_required': 'Ihre RPPS- oder ADELI-Nummer ist erforderlich',
  'validation.holder_incomplete':
    'Bitte ergänzen Sie Ihre persönlichen Angaben im Formular Ihrer Tätigkeit (Geburt, Wohnsitz, Erklärungen, RPPS- oder ADELI-Nummer)',
  // Consented analytics: session recordings.
  'validation.analytics_unmasked_input':
    'Diese Aufzeichnung enthält eine nicht maskierte Eingabe: Sie wurde abgelehnt.',
  'error.not_found.recording': 'Aufzeichnung nicht gefunden.',
  // Brand and legal notices: the account-creation limit.
  'error.account_creation_limit':
    'Sie haben die Grenze von {max} Kontoeröffnungen pro Stunde über diese Verbindung erreicht. Versuchen Sie es in einer Stunde erneut oder setzen Sie Ihren bereits begonnenen Antrag über die Startseite fort.',
  // Compliance: the risk rating, enhanced due diligence, identification measures, the regulator's export.
  'document.kind.source_of_funds': 'Nachweis der Herkunft der Mittel',
  'document.hint.source_of_funds':
    'Zum Beispiel: Kaufvertrag Ihrer früheren Praxis, Kreditangebot, notarielle Schenkungs- oder Erbschaftsurkunde, Sparkontoauszüge.',
  'error.approval.risk_not_rated':
    'Der Vorgang hat noch keine Risikoeinstufung: Lassen Sie ihn vor der Genehmigung einstufen.',
  'error.approval.source_of_funds_missing':
    'Verstärkte Sorgfaltspflichten: Der Nachweis der Herkunft der Mittel muss vor der Genehmigung des Vorgangs akzeptiert sein.',
  'error.approval.supervisor_required':
    'Ein Vorgang mit verstärkten Sorgfaltspflichten kann nur von einem Supervisor genehmigt werden.',
  'compliance.tier.simplified': 'Vereinfachte Sorgfaltspflichten',
  'compliance.tier.standard': 'Allgemeine Sorgfaltspflichten',
  'compliance.tier.enhanced': 'Verstärkte Sorgfaltspflichten',
  'compliance.factor.pep': 'Politisch exponierte Person: {subject}',
  'compliance.factor.pep_family_or_associate':
    'Familienangehöriger oder bekanntermaßen nahestehende Person einer politisch exponierten Person: {subject}',
  'compliance.factor.residence_high_risk_country':
    'Wohnsitz oder steuerlicher Wohnsitz in einem Land mit hohem Risiko, {country} ({lists}): {subject}',
  'compliance.factor.residence_monitored_country':
    'Wohnsitz oder steuerlicher Wohnsitz in einem überwachten Land, {country} ({lists}): {subject}',
  'compliance.factor.nationality_high_risk_country':
    'Staatsangehörigkeit eines Landes mit hohem Risiko, {country} ({lists}): {subject}',
  'compliance.factor.nationality_monitored_country':
    'Staatsangehörigkeit eines überwachten Landes, {country} ({lists}): {subject}',
  'compliance.factor.activity_holding_or_real_estate': 'Holding- oder Immobilientätigkeit (NAF-Code {naf})',
  'compliance.factor.activity_cash_intensive': 'Gesundheitshandel mit Bargeldeinnahmen (NAF-Code {naf})',
  'compliance.factor.activity_outside_healthcare':
    'Tätigkeit außerhalb des Gesundheitswesens (NAF-Code {naf})',
  'compliance.factor.legal_form_non_profit': 'Verein (Rechtsform {form})',
  'compliance.factor.legal_form_unregistered':
    'In Frankreich nicht eingetragene Gesellschaft (Rechtsform {form})',
  'compliance.factor.cash_deposits_moderate': 'Erwartete Bareinzahlungen von 1.000 bis 5.000 € pro Monat',
  'compliance.factor.cash_deposits_high': 'Erwartete Bareinzahlungen über 5.000 € pro Monat',
  'compliance.factor.international_flows': 'Erwartete internationale Zahlungsströme',
  'compliance.factor.large_monthly_flows': 'Erwartete monatliche Zahlungsströme über 50.000 €',
  'compliance.factor.screening_potential_match':
    'Screening auf Einfrieren von Vermögenswerten und Sanktionen: möglicher Treffer, zu klären',
  'compliance.factor.screening_confirmed_match':
    'Screening auf Einfrieren von Vermögenswerten und Sanktionen: bestätigter Treffer',
  'compliance.factor.professional_not_verified':
    'RPPS- oder ADELI-Nummer vom Verzeichnis nicht bestätigt: {subject}',
  'compliance.list.eu_high_risk_third_countries': 'EU-Liste der Drittländer mit hohem Risiko',
  'compliance.list.fatf_call_for_action': 'FATF, Aufruf zum Handeln',
  'compliance.list.fatf_increased_monitoring': 'FATF, verstärkte Überwachung',
  'compliance.trigger.submission': 'Einreichung des Antrags',
  'compliance.trigger.person_saved': 'Person gespeichert',
  'compliance.trigger.person_removed': 'Person entfernt',
  'compliance.trigger.kyc_answered': 'KYC-Fragebogen beantwortet',
  'compliance.trigger.operator': 'Auf Anfrage eines Mitarbeiters',
  'compliance.trigger.screening': 'Screening-Ergebnis',
  'compliance.measure.identity_document_copy': 'Kopie des Ausweisdokuments, akzeptiert',
  'compliance.measure.first_transfer_own_account': 'Erste Zahlung von einem Konto im Namen des Kunden',
  'compliance.measure.capital_contribution_own_account':
    'Kapitaleinlage von einem Konto im Namen des Gesellschafters',
  'compliance.measure.electronic_identification': 'Elektronisches Identifizierungsmittel',
  'compliance.measure.certified_copy': 'Beglaubigte Kopie',
  'compliance.measure.professional_status_pro_sante_connect':
    'Berufsstatus durch Pro Santé Connect bestätigt (kein Identitätsnachweis)',
  'compliance.export.title': 'Compliance-Akte',
  'compliance.export.prepared': 'Erstellt am {date} von {operator}',
  'compliance.export.section_case': 'Der Vorgang',
  'compliance.export.section_people': 'Die Personen',
  'compliance.export.section_decisions': 'Die Entscheidungen',
  'compliance.export.section_risk': 'Die Risikoeinstufung',
  'compliance.export.section_measures': 'Die Identifizierungsmaßnahmen',
  'compliance.export.section_screening': 'Das Screening',
  'compliance.export.section_documents': 'Die Unterlagen',
  'compliance.export.section_journal': 'Das Journal des Vorgangs',
  'compliance.export.field_status': 'Status',
  'compliance.export.field_journey': 'Ablauf',
  'compliance.export.field_customer': 'Kunde',
  'compliance.export.field_legal_form': 'Rechtsform',
  'compliance.export.field_naf': 'NAF-Code',
  'compliance.export.field_tier': 'Sorgfaltsstufe',
  'compliance.export.field_score': 'Punktzahl',
  'compliance.export.field_next_review': 'Nächste Überprüfung',
  'compliance.export.field_edition': 'Risikotabelle',
  'compliance.export.field_rated': 'Eingestuft am {date}, Auslöser: {trigger}',
  'compliance.export.approved_by': 'Vorgang genehmigt von {name}',
  'compliance.export.not_rated': 'Der Vorgang hat keine Risikoeinstufung.',
  'compliance.export.none': 'Keine Einträge.',
  'compliance.export.screening_none': 'Kein Screening-Ergebnis vorhanden.',
  'compliance.export.screening_versions': 'Listenversionen, gegen die der Vorgang geprüft wurde',
  'compliance.export.screening_no_versions': 'Der Vorgang wurde gegen keine Listenversion geprüft.',
  'compliance.export.screening_version': '{list}, veröffentlicht am {date} — geprüft vom {first} bis {last}',
  'compliance.export.screening_version_undated':
    '{list}, ohne Veröffentlichungsdatum — geprüft vom {first} bis {last}',
  'compliance.export.screening_fingerprint': 'SHA-256-Fingerabdruck der Version: {fingerprint}',
  'compliance.export.screening_hits': 'Gemeldete Treffer',
  'compliance.export.screening_hit':
    '{subject} — gelistet als „{entry}“ (Nr. {entry_id}), {list} — Score {score} % — {status}',
  'compliance.export.screening_raised': 'Treffer gemeldet am {date} gegen Version {fingerprint}',
  'compliance.export.screening_reason_name':
    'Angegebener Name „{declared}“, gelisteter Name „{listed}“: {similarity} % Ähnlichkeit',
  'compliance.export.screening_reason_alias':
    'Angegebener Name „{declared}“, gelisteter Alias „{listed}“: {similarity} % Ähnlichkeit',
  'compliance.export.screening_reason_birth_date': 'Geburtsdatum angegeben {declared}, gelistet {listed}',
  'compliance.export.screening_reason_nationality':
    'Staatsangehörigkeit angegeben {declared}, gelistet {listed}',
  'compliance.export.screening_proposed': 'Falsch positiv vorgeschlagen von {operator} am {date}: {reason}',
  'compliance.export.screening_cleared': 'Als falsch positiv aufgehoben von {operator} am {date}: {reason}',
  'compliance.export.screening_confirmed': 'Echter Treffer bestätigt von {operator} am {date}: {reason}',
  'compliance.screening_list.fr_gels': 'Nationales Register der Einfrierungen (DG Trésor)',
  'compliance.screening_list.eu_fsf': 'Konsolidierte Finanzsanktionsliste der EU',
  'compliance.hit_status.open': 'Offen',
  'compliance.hit_status.cleared': 'Aufgehoben (falsch positiv)',
  'compliance.hit_status.confirmed': 'Treffer bestätigt',
  'compliance.export.documents_note':
    'Jede Unterlage liegt im Ordner documents des Archivs, mit ihrem SHA-256-Fingerabdruck unten.',
  'compliance.export.json_note': 'Die Datei case.json enthält diese Akte in maschinenlesbarer Form.',
  'compliance.export.journal_ok': 'Journalkette intakt: {count, number} Einträge am {date} geprüft.',
  'compliance.export.journal_broken': 'Journalkette unterbrochen: {reason} (geprüft am {date}).',
  'compliance.status.journey_in_progress': 'Antrag in Bearbeitung',
  'compliance.status.submitted': 'Eingereicht',
  'compliance.status.under_review': 'In Prüfung',
  'compliance.status.documents_requested': 'Unterlagen angefordert',
  'compliance.status.awaiting_first_transfer': 'Warten auf die erste Überweisung',
  'compliance.status.capital_deposit': 'Kapitaleinzahlung',
  'compliance.status.deposit_complete': 'Kapitaleinzahlung vollständig',
  'compliance.status.awaiting_registration': 'Warten auf die Eintragung',
  'compliance.status.open': 'Eröffnet',
  'compliance.status.closed': 'Geschlossen',
  'compliance.status.refused': 'Abgelehnt',
  'compliance.decision.accepted': 'Akzeptiert',
  'compliance.decision.rejected': 'Abgelehnt',
  'compliance.decision.resubmit': 'Erneut angefordert',
  'psc.refused.acr':
    'Pro Santé Connect hat das verlangte Vertrauensniveau (eIDAS niedrig) nicht bestätigt: Bitte melden Sie sich erneut mit Ihrer CPS-Karte oder der e-CPS-App an.',
  'psc.refused.token':
    'Die Antwort von Pro Santé Connect konnte nicht geprüft werden (unerwarteter Aussteller oder Empfänger): Bitte beginnen Sie erneut.',
  'psc.refused.state':
    'Diese Anmeldung mit Pro Santé Connect wurde bereits verwendet oder ist abgelaufen: Bitte beginnen Sie erneut.',
  'psc.refused.no_practice':
    'Pro Santé Connect nennt für Sie keine freiberufliche Tätigkeit: Bitte geben Sie Ihre Angaben selbst ein.',
  'psc.refused.not_in_directory':
    'Ihre Kennung {number} fehlt im von der Bank importierten Verzeichnis der Gesundheitsberufe: Bitte geben Sie Ihre Angaben selbst ein.',
  'psc.refused.denied': 'Die Anmeldung mit Pro Santé Connect wurde abgelehnt.',
  'psc.refused.unavailable':
    'Pro Santé Connect antwortet derzeit nicht: Bitte versuchen Sie es erneut oder geben Sie Ihre Angaben selbst ein.',
  'psc.refused.taken': 'Diese Gesundheitsfachperson ist bereits mit einem anderen Konto verbunden.',
  'psc.refused.practice': 'Diese Praxis gehört nicht zu denen, die Pro Santé Connect genannt hat.',
  'psc.ticket_invalid':
    'Ihre Anmeldung mit Pro Santé Connect ist abgelaufen oder wurde bereits verwendet: Melden Sie sich erneut mit Pro Santé Connect an oder wählen Sie ein Passwort.',
  'psc.vouched_number':
    'Diese Nummer hat Pro Santé Connect für Ihr Konto bestätigt: Sie kann hier nicht geändert werden.',
};
