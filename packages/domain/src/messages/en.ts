import type { MessageKey } from './fr';

export const en: Record<MessageKey, string> = {
  'validation.siret_unknown':
    'This SIRET number is not in the SIRENE register: please enter your company details.',
  'validation.siret_closed':
    'This establishment is closed in the SIRENE register: please enter your company details.',
  'validation.required': 'This field is required',
  'validation.form_invalid': 'Some information is missing or incorrect.',
  'validation.invalid_choice': 'Please choose a value from the list',
  'validation.too_long': 'This field is too long',
  'validation.url_format': 'This website address is not valid (example: cabinet-martin.fr)',
  'validation.gender_required': 'Please confirm or choose a title',
  'validation.phone_format': 'Telephone number format is incorrect',
  'validation.email_format': 'Incorrect e-mail format',
  'validation.email_mismatch': 'E-mail addresses do not match',
  'validation.password_weak': 'The password is too weak',
  'validation.password_mismatch': 'Passwords do not match',
  'validation.country_invalid': 'Please choose a country from the list',
  'validation.yes_no_required': 'Please answer this question',
  'validation.legal_form_required': 'The legal form is required',
  'validation.rna_required': 'The association number (RNA) is required',
  'validation.rna_format':
    'The association number must have 10 or 14 characters (capital letters and digits)',
  'validation.siret_format': 'The SIRET number may only contain digits (14 at most)',
  'validation.siret_invalid': 'This SIRET number is not valid',
  'validation.siren_invalid': 'This SIREN number is not valid',
  'validation.company_number_required': "The company's registration number is required",
  'validation.naf_required': 'The activity code (NAF) is required',
  'validation.naf_invalid': 'This activity code (NAF) does not exist',
  'validation.amount_format': 'Please enter a number (two decimals at most)',
  'validation.amount_min': 'Please enter an amount greater than {minAmount, amount}.',
  'validation.amount_too_large': 'Please enter an amount of at most €999,999,999,999.99',
  'validation.number_of_actions_max': 'The number of shares cannot exceed 2,147,483,647',
  'validation.number_of_actions_min': 'The number of shares must be at least 1',
  'validation.up_capital_required': 'The paid-up capital is required',
  'validation.up_capital_exceeds_capital': 'The paid-up capital cannot exceed the share capital',
  'validation.postcode_format': 'The postcode must have 5 digits',
  'validation.postcode_digits': 'The postcode may only contain digits',
  'validation.position_required': 'The position is required',
  'validation.birth_date_format': 'The date must be in the format DD/MM/YYYY',
  'validation.birth_date_future': 'The date of birth must be before today',
  'validation.date_format': 'The date must be in the format DD/MM/YYYY',
  'validation.marital_status_required': 'The marital status is required',
  'validation.foreign_tax_country_required': 'The country of tax residence is required',
  'validation.shares_invalid': 'The number of shares is incorrect!',
  'validation.beneficial_owner_required': 'At least one beneficial owner is required',
  'validation.code_format': 'The code must have 6 digits',
  'validation.query_required': 'Please enter a name, a SIREN or a SIRET',
  'validation.kyc_required': 'Please answer the questionnaire about your activity',
  'validation.terms_required': 'You must accept the terms to continue',
  'validation.iban_invalid': 'This IBAN is not valid',
  'validation.invalid': 'This value is not valid',
  'validation.kyc_version': 'This questionnaire is out of date. Please reload the page.',
  'error.generic': 'Something went wrong. Please try again later.',
  'error.generic_title': 'We are sorry',
  'error.unauthenticated': 'Your session has expired. Please log in again.',
  'error.auth_failed': 'The password is incorrect',
  'error.auth_failed_psc':
    'The password is incorrect. An account created with Pro Santé Connect has no password: sign in with Pro Santé Connect.',
  'error.forbidden': 'You do not have access to this resource.',
  'error.sole_trader_people':
    "A business run in one's own name declares no one else: your details are given on your activity's form.",
  'error.completed': 'Your account opening is complete: you will find it in your customer space.',
  'error.not_found': 'Resource not found.',
  'error.too_many_requests': 'Too many attempts. Please try again in a moment.',
  'error.service_unavailable':
    'The service is temporarily unavailable. Please try again in a moment: what you have already saved is kept.',
  'error.insufficient_storage': 'Your document could not be saved for now. Please try again later.',
  'error.bad_request': 'The request is invalid.',
  'error.request_too_large': 'The request is too large.',
  'error.unsupported_media_type': 'This request format is not supported.',
  'error.email_taken': 'An account already exists with this e-mail address.',
  'error.no_pending_request': 'No opening requests in progress',
  'error.no_processing_signup': 'No processing signup',
  'error.voucher_invalid': 'This offer code is not valid or has expired.',
  'error.representative_incomplete': "Missing information: please complete the person's information",
  'error.file_too_large': 'File too large ({size} MB, maximum {max} MB)',
  'error.file_type_invalid': 'Incorrect format (accepted formats: {types})',
  'error.too_many_files': 'You cannot upload more than {max} files',
  'error.file_not_found': 'File not found',
  'error.company_not_found': 'No company found: try again with the SIREN or SIRET',

  'error.not_found.user': 'User not found',
  'error.not_found.pro_sante_connect': 'Sign-in with Pro Santé Connect is not offered.',
  'error.not_found.company': 'Company not found',
  'error.not_found.account': 'Account not found',
  'error.not_found.challenge': 'Challenge not found',
  'error.not_found.token': 'Token not found',
  'error.not_found.signup_request': 'Signup request not found',
  'error.not_found.representative': 'Representative not found',
  'error.not_found.mandate': 'Mandate not found',
  'error.not_found.contact_form': 'Contact form not found',
  'error.not_found.case': 'Case not found.',
  'error.not_found.screening_hit': 'Screening hit not found.',
  'error.not_found.document': 'Document not found.',
  'error.operator_sign_in_failed': 'The e-mail address, password or verification code is incorrect.',
  'error.operator_sign_in_locked': 'Too many failed sign-in attempts. Try again in {minutes} min.',
  'error.not_found.operator': 'Operator not found.',
  'error.operator.own_account': 'You cannot act on your own account: another administrator must do it.',
  'error.operator.already_disabled': 'This operator is already disabled.',
  'error.operator.disabled': 'This operator is disabled: their role can no longer change.',
  'error.operator.same_role': 'This operator already has this role.',
  'error.operator.own_grant': 'You proposed this role: another administrator must confirm it.',
  'error.operator.grant_gone': 'This role proposal is no longer waiting.',
  'error.operator.email_taken': 'An operator already has this e-mail address.',
  'error.operator.own_invitation': 'You proposed this invitation: another administrator must confirm it.',
  'error.operator.invitation_proposal_gone': 'This invitation is no longer waiting for confirmation.',
  'error.operator.invitation_awaiting':
    "An invitation to this address is waiting for another administrator's confirmation: confirm, decline or withdraw it first.",
  'error.invitation.unusable':
    'This link is no longer valid (used, replaced or expired): ask an administrator for a new one.',
  'validation.totp_code_invalid': 'Enter the 6-digit code your authenticator app shows',
  'validation.totp_code_wrong':
    'This code does not match: check the time of your device and type the next code',
  'email.operator_invitation.role_reviewer': 'Reviewer',
  'email.operator_invitation.role_supervisor': 'Supervisor',
  'email.operator_invitation.role_auditor': 'Auditor',
  'email.operator_invitation.role_administrator': 'Administrator',
  'email.operator_invitation.subject': '{brand} back-office: your invitation',
  'email.operator_invitation.text':
    'Hello {name},\n\n{inviter} invites you to the {brand} back-office with the role {role}. Open this link to choose your password and set up your authenticator app:\n{url}\n\nThe link works once and expires on {expires} (Paris time). If you did not expect it, ignore this e-mail.',
  'email.operator_second_factor_reset.subject': '{brand} back-office: set up your authenticator app again',
  'email.operator_second_factor_reset.text':
    'Hello {name},\n\n{inviter} reset your second factor: your previous authenticator codes and recovery codes no longer work and your sessions have ended. Open this link to set up your authenticator app again:\n{url}\n\nThe link works once and expires on {expires} (Paris time). If you did not ask for it, tell your administrator.',
  'error.operator_session_expired': 'Your session has expired. Please sign in again.',
  'error.csrf_refused': 'The request could not be verified. Reload the page and try again.',
  'error.person_prefixed': '{name}: {message}',
  'auth.app_check_failed': 'Your browser could not be verified. Please reload the page.',

  'document.file_too_large': 'The file is too large (maximum size: {max} MB)',
  'document.invalid_type': 'Incorrect format: only PDF, JPEG and PNG files are accepted',
  'document.too_many_files': 'Too many files: {count} at most',
  'document.no_file': 'Please attach at least one file.',
  'document.wrong_registration_proof': 'This document does not match the declared legal form ({expected}).',
  'document.unreadable': 'This document cannot be read: it was damaged. Please upload it again.',
  'document.malformed': 'The file upload failed. Please try again.',
  'document.not_found': 'Document not found.',
  'document.missing': 'Missing document: {document}',
  'document.kind.kbis': 'Kbis extract',
  'document.kind.activity_proof': 'Proof of activity',
  'document.kind.status': 'Articles of association',
  'document.kind.status_project': 'Draft articles of association',
  'document.kind.proof_of_address': "Proof of the company's address",
  'document.kind.gm_minutes': 'Minutes of the general meeting',
  'document.kind.identity_card': 'Identity document',
  'document.kind.identity_photo': 'Identity photo',
  'document.kind.address_proof': 'Proof of address',
  'document.kind.mandate': 'Mandate',
  'document.kind.joafe': 'Publication in the Official Journal of associations (JOAFE)',
  'document.kind.senircs_certificate': "Foreign company's registration certificate",
  'document.kind.cse_minutes_and_rules': "Works council's minutes and rules",
  'document.kind.delegation_of_authority': 'Delegation of authority',
  'document.kind.activity_presentation': 'Presentation of the activity (optional)',
  'document.hint.kbis': 'Free to download from monidenum.fr or infogreffe.fr.',
  'document.hint.activity_proof':
    'INSEE registration notice, certificate of registration with the professional order or URSSAF, or the declaration receipt for an association.',
  'document.hint.status': 'Up-to-date articles of association, signed and dated.',
  'document.hint.status_project': 'Draft articles of association less than a year old.',
  'document.hint.proof_of_address':
    "Invoice, lease or domiciliation certificate in the company's name, less than 3 months old.",
  'document.hint.gm_minutes': "Minutes of the meeting that appointed the works council's representatives.",
  'document.kind.activity_proof_business': "Proof of the activity's registration",
  'document.kind.activity_proof_association': "Association's declaration receipt",
  'document.kind.status_association': 'Articles of the association',
  'document.kind.proof_of_address_business': "Proof of the practice's address",
  'document.kind.proof_of_address_association': "Proof of the association's registered address",
  'document.hint.activity_proof_business':
    'INSEE situation notice (SIRENE register), URSSAF registration certificate or certificate of registration with your professional order.',
  'document.hint.activity_proof_association':
    'Receipt of the declaration at the prefecture (RNA number) or publication in the Official Journal of associations (JOAFE).',
  'document.hint.status_association': 'Up-to-date articles, dated and signed.',
  'document.hint.proof_of_address_business':
    "Professional lease, invoice or domiciliation certificate at the practice's address, less than 3 months old.",
  'document.hint.proof_of_address_association':
    "Invoice, lease or domiciliation certificate in the association's name, less than 3 months old.",
  'document.not_held_by_legal_form':
    "A business run in one's own name ({legalForm}) has no such document: it is not asked for.",

  'sca.code.subject': 'Your verification code',
  'sca.code.text': 'Your verification code: {code}. It expires in {minutes} minutes.',
  'sca.code.enroll_text':
    'Your code to turn on two-step verification: {code}. It expires in {minutes} minutes.',
  'sca.code.warning': 'Never share this code. The bank will never ask you for it on the phone.',
  'sca.error.required': 'Two-step verification is needed to continue.',
  'sca.error.failed': 'Two-step verification was not successful',
  'sca.error.code_invalid': 'The code is incorrect.',
  'sca.error.too_many_attempts': 'Too many wrong codes. Ask for a new code.',
  'sca.error.expired': 'The code has expired. Ask for a new code.',
  'sca.error.rejected': 'The operation was refused in your app.',
  'sca.error.not_accepted': 'The operation has not been accepted in your app yet.',
  'sca.error.already_used': 'This verification has already been used.',
  'sca.error.send_limit': 'Too many codes sent. Please try again in a few minutes.',
  'sca.error.challenge_send_limit':
    'Too many codes sent for this verification. Start the operation again to get a new one.',
  'sca.error.no_method': 'No verification method is set up.',
  'sca.error.method_unavailable': 'This verification method is not available.',
  'sca.error.pairing_invalid': 'The pairing code is invalid or has expired.',
  'sca.error.signature_invalid': 'The device signature is invalid.',
  // SMS provider: a code that could not be delivered.
  'sca.error.not_delivered':
    'The code could not be sent to you. Try again or choose another verification method.',
  'sca.method.app': 'Mobile app',
  'sca.action.company.complete': 'Complete the opening of your account',
  'sca.action.login.new_device': 'Sign-in from a new device',
  'sca.action.sca.enroll': 'Add a two-step verification method',
  'sca.action.default': 'Confirm a sensitive operation',

  'email.reminder.subject': '{brand}: open your business account from a computer',
  'email.reminder.text':
    "Hello {firstName},\n\nYou asked us to remind you to open your {brand} business account. Opening takes about twenty minutes on a computer, at:\n{url}\n\nPlease have your identity document, a proof of address less than {months} months old at hand, and your company's articles of association, or, for a sole trader, your SIRENE situation notice or URSSAF certificate.\n\nOur team can also call you back to help.\n\nThe {brand} team",
  'email.retention_reminder.subject': '{brand}: your account opening request will be deleted on {date}',
  'email.retention_reminder.text':
    'Hello,\n\nYour {brand} business account opening request was never sent and has not moved for a long time. Unless you come back to it, it will be deleted on {date}, with the information and documents you gave.\n\nTo keep it, simply sign in and resume it:\n{url}\n\nThe {brand} team',

  // Capital deposit.
  'error.not_found.capital_deposit': 'Capital deposit not found',
  'error.not_found.transfer': 'Transfer not found',
  'deposit.error.certificate_not_ready':
    'The capital deposit certificate will be available once every shareholder has paid their share of the capital.',
  'deposit.error.kbis_not_expected':
    'The Kbis extract is uploaded once the capital deposit is complete, and before the account opens.',
  'deposit.error.transfer_conflict':
    'A transfer with this id has already been received with different content.',
  'deposit.error.release_unmatched': 'This transfer matches no shareholder: it cannot be counted.',
  'deposit.error.feed_unauthenticated': 'The service credential is missing or invalid.',
  // The bank's review of a held contribution (four-eyes), the registered company at the Kbis step.
  'deposit.error.transfer_not_held':
    'This transfer is not held for review: there is nothing to release or return.',
  'deposit.error.action_pending':
    'An action is already proposed for this transfer: another supervisor confirms or declines it.',
  'deposit.error.no_action_pending': 'No action is proposed for this transfer.',
  'deposit.error.four_eyes': 'You proposed this action yourself: another supervisor must confirm it.',
  'deposit.error.still_paid_in':
    'This transfer is part of the capital being paid in: it can only be returned once the opening is withdrawn or refused before the account opens.',
  'deposit.error.return_only':
    'The opening ended before the account opened: this transfer can only be returned to its payer.',
  'deposit.error.not_enrollment': 'This case has no capital deposit.',
  'deposit.error.registration_not_expected':
    "The registered company's SIREN is given with its Kbis extract, once the deposit certificate is issued; it can no longer be changed once the Kbis is sent.",
  'deposit.error.registration_review_only':
    'The registration is corrected during the review of the Kbis, by an operator reviewing this case.',
  'deposit.error.kbis_needs_registration':
    "First give the registered company's SIREN and name, as they appear on the Kbis extract.",
  'error.opening.registration_missing':
    "The registered company's SIREN and name are not on record: the company's account cannot be opened.",
  'email.deposit.transfer_released.subject': '{brand}: a transfer for the capital of {company} is counted',
  'email.deposit.transfer_released.text':
    'Hello {firstName},\n\nThe transfer of {amount, amount} received on {date} from {payer} for the share of {shareholder} was held for review. After review, the bank accepted it: it now counts towards the capital deposit of {company}.\n\nFollow the deposit at:\n{url}\n\nThe {brand} team',
  'email.deposit.transfer_returned.subject': '{brand}: a transfer for the capital of {company} is returned',
  'email.deposit.transfer_returned.text':
    'Hello {firstName},\n\nThe transfer of {amount, amount} received on {date} from {payer} for the share of {shareholder} cannot be accepted for the capital deposit of {company}: it does not count, and the bank returns it to the account it came from.\n\nThe share of {shareholder} must be paid from an account in their own name, at a bank in the SEPA area, with the reference {reference}.\n\nFollow the deposit at:\n{url}\n\nThe {brand} team',
  'email.deposit.transfer_repaid.subject': '{brand}: the capital paid in for {company} is returned to you',
  'email.deposit.transfer_repaid.text':
    'Hello,\n\nThe account of {company} will not be opened: the opening was withdrawn or refused. The capital deposited into its blocked account is therefore returned to those who paid it in.\n\nThe transfer of {amount, amount} received on {date} from {payer} (reference {reference}) is sent back to the account it came from. There is nothing you need to do.\n\nThe {brand} team',
  'error.data_rights.kept_until':
    'This opening was submitted to the bank: the law (article L561-12 of the French Monetary and Financial Code) requires its data to be kept five years after the relationship ends. They will be erased on {date}.',
  'error.data_rights.kept_while_open':
    'This opening was submitted to the bank: the law (article L561-12 of the French Monetary and Financial Code) requires its data to be kept five years after the relationship ends. They will be erased five years after the relationship ends.',
  'error.data_rights.legal_hold':
    "The bank must keep this opening's data for proceedings under way (article 17.3 of the GDPR): they cannot be erased now. They will be once that duty ends.",
  // The customer's download of their data: the readable summary's words.
  'compliance.data_export.title': 'Your data',
  'compliance.data_export.exported_on': 'Exported on {date}',
  'compliance.data_export.contents':
    'The documents you sent are in the documents folder, and the same data, readable by a machine, in data.json.',
  'compliance.data_export.identity': 'Identity',
  'compliance.data_export.name': 'Name',
  'compliance.data_export.email': 'E-mail address',
  'compliance.data_export.phone': 'Phone',
  'compliance.data_export.nationality': 'Nationality',
  'compliance.data_export.created_at': 'Signed up on',
  'compliance.data_export.openings': 'Openings',
  'compliance.data_export.status': 'Status',
  'compliance.data_export.history': 'History',
  'compliance.data_export.people': 'People',
  'compliance.data_export.kyc': 'Questionnaire answers',
  'compliance.data_export.documents': 'Documents sent',
  'compliance.data_export.consents': 'Consents',
  'compliance.data_export.emails': 'E-mails sent',
  'compliance.data_export.none': 'None',
  'compliance.data_export.consent.terms': 'Terms and conditions accepted',
  'compliance.data_export.consent.deposit_guarantee': 'Deposit guarantee information received',
  'compliance.data_export.consent.consent': 'Consent to the processing of data given',
  'compliance.data_export.consent.communication': "The bank's communications accepted",
  'compliance.data_export.consent.information_exchange_withdrawn':
    'Information exchange with the insurer withdrawn',
  'error.legal_hold.already_set': 'A legal hold already stands on this case.',
  'error.legal_hold.none': 'No legal hold stands on this case.',
  'email.deposit.transfer_received.subject':
    '{brand}: your transfer for the capital of {company} is received',
  'email.deposit.transfer_received.text':
    'Hello,\n\nWe received the transfer of {amount, amount} of {date} for your share of the capital of {company} (reference {reference}): it counts towards the deposit.\n\nThe deposit is complete once every shareholder has paid their share; the bank then issues the capital deposit certificate.\n\nThe {brand} team',
  'email.deposit.transfer_held.subject':
    '{brand}: your transfer for the capital of {company} is held for review',
  'email.deposit.transfer_held.text':
    'Hello,\n\nWe received the transfer of {amount, amount} of {date} for your share of the capital of {company} (reference {reference}), but it does not count towards the deposit yet. {reason}\n\nThe bank is reviewing it. It will either count it towards the deposit or return it to the account it came from. Your share must be paid from an account in your own name, at a bank in the SEPA area, with the reference {reference}.\n\nThe {brand} team',
  'email.deposit.hold_reason.below_minimum': 'The amount is below the minimum expected.',
  'email.deposit.hold_reason.payer_outside_sepa': 'The transfer came from a bank outside the SEPA area.',
  'email.deposit.hold_reason.payer_name_mismatch':
    "The account it came from is not in the shareholder's name.",
  'email.deposit.hold_reason.unknown_reference': "The transfer's reference matches no shareholder.",
  'email.deposit.hold_reason.wrong_account': "The transfer did not reach the deposit's blocked account.",
  'email.deposit.complete.subject': '{brand}: the capital of {company} is fully deposited',
  'email.deposit.complete.text':
    'Hello {firstName},\n\nEvery shareholder has paid their share: the capital deposit of {company} is complete. The bank issues the capital deposit certificate once it has approved the file; we will write to you then.\n\nFollow the deposit at:\n{url}\n\nThe {brand} team',
  'email.deposit.certificate_ready.subject': '{brand}: the capital deposit certificate of {company} is ready',
  'email.deposit.certificate_ready.text':
    "Hello {firstName},\n\nThe capital deposit certificate of {company} is ready (reference {reference}). Download it from the deposit page and add it to the company's registration file; then send us the Kbis extract to open the account.\n\n{url}\n\nThe {brand} team",
  'deposit.validation.amount_format':
    'The amount must be a positive number written with two decimals (example: 1500.00)',
  'deposit.validation.amount_positive': 'The amount must be greater than zero',
  'deposit.validation.value_date': 'The value date must be a date in the format YYYY-MM-DD',
  'deposit.rule.person': 'The transfer must come from a personal account in your own name ({name}).',
  'deposit.rule.company': 'The transfer must come from the business account of {name}.',
  'deposit.email.subject': '{company}: your instructions for the capital deposit',
  'deposit.email.text':
    "Hello {name},\n\n{company}, a company being formed, has opened a blocked account with {bank} for the deposit of its share capital. Here are your instructions, issued on {date}.\n\nAmount to pay: {amount, amount}\nAccount holder: {holder}\nIBAN: {iban}\nBIC: {bic}\nReference to give as the transfer's description: {reference}\n\n{rule} It must be sent from a bank in the SEPA area. A transfer from an account in another name or from a bank outside the SEPA area is held for review and not counted.\n\nAs soon as every shareholder has paid their share, the bank will issue the capital deposit certificate.\n\nThe {brand} team",
  'deposit.certificate.title': 'Certificate of deposit of funds',
  'deposit.certificate.notice': 'Translation for information; the French version is authoritative.',
  'deposit.certificate.intro':
    '{bank} certifies that it has received, on the blocked account {iban} opened in the name of the company being formed described below, the funds paid by its shareholders for their cash contributions, for a total of {total}.',
  'deposit.certificate.company': 'Company being formed',
  'deposit.certificate.legal_form': 'Legal form',
  'deposit.certificate.registered_office': 'Registered office',
  'deposit.certificate.capital': 'Share capital',
  'deposit.certificate.number_of_shares': 'Number of shares',
  'deposit.certificate.shareholders': 'Shareholders and funds deposited',
  'deposit.certificate.column_shareholder': 'Shareholder',
  'deposit.certificate.column_shares': 'Shares',
  'deposit.certificate.column_amount': 'Amount deposited',
  'deposit.certificate.total': 'Total deposited',
  'deposit.certificate.closing':
    'The funds remain blocked until the Kbis extract of the registered company is presented. Certificate issued for all lawful purposes.',
  'deposit.certificate.issued': 'Issued on {date}, for {bank}',
  'deposit.certificate.reference': 'Verification reference: {reference}',

  'kyc.q1.label': 'What is your main activity?',
  'kyc.q1.answer.general_practitioner': 'General practitioner',
  'kyc.q1.answer.specialist': 'Medical specialist',
  'kyc.q1.answer.dentist': 'Dental surgeon',
  'kyc.q1.answer.pharmacist': 'Pharmacist',
  'kyc.q1.answer.nurse': 'Nurse',
  'kyc.q1.answer.physiotherapist': 'Physiotherapist',
  'kyc.q1.answer.midwife': 'Midwife',
  'kyc.q1.answer.speech_therapist': 'Speech therapist',
  'kyc.q1.answer.orthoptist': 'Orthoptist',
  'kyc.q1.answer.podiatrist': 'Podiatrist',
  'kyc.q1.answer.psychologist': 'Psychologist',
  'kyc.q1.answer.osteopath': 'Osteopath',
  'kyc.q1.answer.biologist': 'Medical biologist',
  'kyc.q1.answer.other': 'Other health profession (specify)',
  'kyc.q2.label': 'Describe your activity in a few words',
  'kyc.q2.placeholder': 'E.g. physiotherapy practice, sports rehabilitation',
  'kyc.q3.label': 'How much do you expect to receive on this account each month?',
  'kyc.q3.hint':
    'Fees, reimbursements from the national health insurance and top-up insurers, other receipts.',
  'kyc.monthly.lt_5k': 'Less than €5,000',
  'kyc.monthly.5k_15k': '€5,000 to €15,000',
  'kyc.monthly.15k_30k': '€15,000 to €30,000',
  'kyc.monthly.30k_50k': '€30,000 to €50,000',
  'kyc.monthly.other': 'More than €50,000 (state the amount)',
  'kyc.q4.label': 'How much do you expect to spend from this account each month?',
  'kyc.q4.hint': 'Practice rent, salaries, social charges, supplies and medical equipment.',
  'kyc.q5.label': 'Where will the funds credited to this account come from?',
  'kyc.hint.several_answers': 'Several answers possible.',
  'kyc.q5.answer.professional_fees': 'Fees and procedures (patients / health insurance / top-up insurers)',
  'kyc.q5.answer.savings': 'Personal contribution or savings',
  'kyc.q5.answer.bank_loan': 'Bank loan',
  'kyc.q5.answer.public_aid': 'Grants or public aid',
  'kyc.q5.answer.practice_sale': 'Sale of a practice or patient base',
  'kyc.answer.other': 'Other (specify)',
  'kyc.q6.label': 'Do you expect to deposit cash on this account?',
  'kyc.q6.answer.none': 'No',
  'kyc.q6.answer.lt_1k': 'Yes, less than €1,000 a month',
  'kyc.q6.answer.1k_5k': 'Yes, €1,000 to €5,000 a month',
  'kyc.q6.answer.gt_5k': 'Yes, more than €5,000 a month',
  'kyc.q7.label': 'Do you expect transfers from or to other countries?',
  'kyc.answer.yes': 'Yes',
  'kyc.answer.no': 'No',
  'kyc.q8.label': 'With which countries?',
  'kyc.q8.placeholder': 'E.g. Belgium, Switzerland',
  'kyc.q9.label': 'How many employees do you have?',
  'kyc.q9.hint': 'Secretaries, assistants, salaried associates.',
  'kyc.q9.answer.0': 'None',
  'kyc.q9.answer.1_2': '1 to 2',
  'kyc.q9.answer.3_9': '3 to 9',
  'kyc.q9.answer.10_49': '10 to 49',
  'kyc.q9.answer.50_plus': '50 or more',
  'kyc.q10.label': 'What annual turnover do you expect (in euros)?',
  'kyc.q10.placeholder': 'E.g. 120 000',
  'kyc.q11.label': 'Do you hold business accounts with other banks?',
  'kyc.q12.label': 'With which banks?',
  'kyc.q13.label': 'How will you use this account?',
  'kyc.q13.answer.collect_fees': 'Collecting fees (card / transfer / cheque)',
  'kyc.q13.answer.pay_expenses': 'Paying practice expenses',
  'kyc.q13.answer.pay_salaries': 'Paying salaries',
  'kyc.q13.answer.loan_repayments': 'Loan repayments',
  'kyc.q13.answer.savings': 'Business savings',
  'kyc.q14.label': 'Who are your main customers?',
  'kyc.q14.hint': 'For a healthcare professional, these are usually your patients.',
  'kyc.q14.placeholder': 'Patients',
  'kyc.q15.label': 'Who are your main suppliers?',
  'kyc.q15.placeholder': 'E.g. medical equipment wholesaler, laboratory',
  'kyc.q16.label': "Healthcare professional's RPPS or ADELI number",
  'kyc.q16.hint': 'The identifier printed on your CPS card.',
  'kyc.q16.placeholder': 'E.g. 10101234567',
  'kyc.q17.label': 'Do you also work as an employee?',
  'kyc.q17.hint': 'For example in a hospital or a health centre.',
  'kyc.q18.label': 'Where do the funds contributed to the share capital come from?',
  'kyc.q18.answer.savings': 'Personal savings',
  'kyc.q18.answer.bank_loan': 'Bank loan',
  'kyc.q18.answer.gift_inheritance': 'Gift or inheritance',
  'kyc.q18.answer.practice_sale': 'Sale of a business',
  'kyc.q19.label': 'Proof of the origin of funds (optional)',
  'kyc.q19.hint': 'Savings statement, loan offer, deed of gift…',
  'kyc.q20.label': 'Expected start date of the activity',
  'kyc.q20.placeholder': 'DD/MM/YYYY',
  'kyc.q21.label': "What is the association's purpose?",
  'kyc.q21.placeholder': 'E.g. health prevention and education',
  'kyc.q22.label': 'How many members does the association have?',
  'kyc.q22.answer.lt_50': 'Fewer than 50',
  'kyc.q22.answer.50_200': '50 to 200',
  'kyc.q22.answer.200_1000': '200 to 1,000',
  'kyc.q22.answer.gt_1000': 'More than 1,000',
  'kyc.q23.label': "What are the association's main resources?",
  'kyc.q23.answer.membership_fees': 'Membership fees',
  'kyc.q23.answer.donations': 'Donations',
  'kyc.q23.answer.public_grants': 'Public grants',
  'kyc.q23.answer.activity_income': 'Income from activities',
  'kyc.q24.label': "What is the association's expected annual budget (in euros)?",
  'kyc.q24.placeholder': 'E.g. 25 000',

  // Input checks and documents hardening: free texts and names (one rule), foreign postcodes, images.
  'validation.text_characters':
    'This field contains characters that are not allowed (control, invisible or text-direction characters)',
  'validation.person_name_format': 'A name may only contain letters, spaces, apostrophes, hyphens and dots',
  'validation.postcode_foreign_format':
    'The postcode may only contain letters, digits, spaces and hyphens (10 characters at most)',
  'document.image_too_large':
    'This image is too large (more than 50 million pixels): reduce its size before sending it.',
  'document.image_unreadable':
    'This image is unreadable or incomplete: send it again or choose another file.',
  // The bank's rules on the server: who may be declared, which proofs when, terms, idempotent creation.
  'validation.not_declarable_signup':
    'According to your answers, this person is neither a legal representative nor a beneficial owner of the company: they need not be declared.',
  'validation.not_declarable_enrollment':
    'According to your answers, this person is neither a legal representative nor a shareholder of the company: they need not be declared.',
  'validation.not_declarable_company':
    'According to your answers, this company is not a legal representative of the company: it need not be declared.',
  'validation.not_declarable_company_enrollment':
    'According to your answers, this company is neither a legal representative nor a shareholder of the company: it need not be declared.',
  'validation.title_not_selectable': 'This position cannot be chosen for a legal representative',
  'validation.us_tin_required': 'The US taxpayer identification number (TIN) is required for a US person',
  'validation.us_tin_format': 'A US TIN has 9 digits',
  'validation.pep_function_required': 'Please state the public function held',
  'validation.pep_country_required': 'Please state the country where this function is held',
  'validation.representatives_certification_required':
    'Please certify the list of legal representatives, shareholders and beneficial owners',
  'document.mandate_not_required':
    'A mandate is only asked of the account holder who is not a legal representative',
  'document.no_registration_proof_in_formation':
    'A company being created has no Kbis extract yet: send its draft statutes and its proof of address',
  'document.under_bank_record':
    'This document is part of the application you sent to the bank: it can no longer be deleted or replaced. You may add another one.',
  'error.opening.frozen':
    'This case is frozen after a match with an asset-freeze list was confirmed: no action may move it or its funds any more.',
  'error.screening.hit_decided': 'This hit already has its disposition.',
  'error.screening.same_operator':
    'You proposed clearing this hit yourself: another operator must confirm it.',
  'error.screening.no_proposal': 'No clearance is proposed on this hit.',
  'error.screening.proposal_pending':
    'A clearance is already proposed on this hit: another operator must confirm it.',
  'error.screening.supervisor_only': 'Only a supervisor may confirm a match with an asset-freeze list.',
  'error.approval.screening_hits_open':
    'A screening hit of this case awaits its disposition: clear it or confirm it before approving.',
  'error.approval.screening_match_confirmed':
    'A screening hit of this case was confirmed as a true match: the case is frozen and cannot be approved.',
  'error.approval.documents_undecided':
    'Every required document must be accepted before the case is approved: some are still to be decided.',
  'error.approval.documents_rejected':
    'A required document was rejected: ask the customer for it again or refuse the case.',
  'document.kyc_first':
    "Please answer the questionnaire about your activity first, then send the company's proofs",
  'error.idempotency_key_invalid': 'The Idempotency-Key header must be 1 to 255 visible characters',
  'error.idempotency_key_reused': 'This Idempotency-Key was already used for another request',
  'error.idempotency_in_progress':
    'A request with this Idempotency-Key is being processed; try again in a moment',
  // The insurer's side: partner API, status reports.
  'validation.partner_siren_or_siret': 'Give the SIREN or SIRET of an operating company',
  'validation.partner_siret_mismatch': 'This SIRET does not match the SIREN given',
  'error.idempotency_key_required': 'The Idempotency-Key header is required for this request',
  'error.partner_unauthenticated': 'Partner access token missing, invalid or expired',
  'error.partner_scope_missing': 'This access token lacks the required scope: {scope}',
  'error.not_found.status_report': 'Status report not found.',
  'email.sign_in_link.subject': '{brand}: your sign-in link',
  'email.sign_in_link.text':
    'Hello {firstName},\n\nYou asked to sign in to your {brand} account opening. Open this link, once, within {minutes} minutes:\n{url}\n\nIf you did not ask for it, ignore this message: no one can sign in without this link.\n\nThe {brand} team',
  'email.partner_link.subject': '{brand}: your business account opening request',
  'email.partner_link.text':
    'Hello {firstName},\n\nA {brand} business account opening request has been prepared for you. To complete it on a computer, open this link:\n{url}\n\nThe {brand} team',
  // Back-office decisions and the opening's lifecycle.
  'error.not_found.document_request': 'Document request not found.',
  'error.opening.not_allowed': 'This action is not possible at the stage the opening has reached.',
  'error.opening.four_eyes':
    'You reviewed this case yourself: another supervisor must approve it or open the account.',
  'error.first_transfer.own':
    'You typed this transfer in yourself: another supervisor must confirm it against the statement.',
  'error.first_transfer.held':
    'This transfer is held: it does not open the account, there is nothing to confirm.',
  'error.opening.screening_hits_open':
    'A screening hit of this case awaits its disposition: clear it or confirm it before opening the account.',
  'error.opening.kbis_not_approved':
    'The Kbis extract must be reviewed and approved by another operator before the account opens.',
  'error.opening.first_transfer_missing':
    "The account opens once a first transfer of at least {minimum, amount} from an account in the company's name (or the entrepreneur's own, for a business run in one's own name) has been accepted.",
  'error.opening.request_fulfilled': 'This document has already been sent again.',
  'error.opening.not_withdrawable':
    'This opening can no longer be withdrawn: the account is open or the case is closed.',
  'error.signup_request.already_withdrawn': 'This request is already withdrawn.',
  'email.opening.submitted.subject': '{brand}: we have received your account opening request',
  'email.opening.submitted.text':
    'Hello {firstName},\n\nWe have received the request to open the business account of {company}. Our team will review your file.\n\nYour account opens once our team has reviewed your file and your first transfer of at least {minimum, amount} from an account in your company\'s name has arrived.\n\nFollow your request on the "My application" page:\n{url}\n\nThe {brand} team',
  'email.opening.submitted.text_business':
    'Hello {firstName},\n\nWe have received the request to open the business account of {company}. Our team will review your file.\n\nYour account opens once our team has reviewed your file and your first transfer of at least {minimum, amount} from an account in your own name has arrived.\n\nFollow your request on the "My application" page:\n{url}\n\nThe {brand} team',
  'email.opening.submitted.text_association':
    'Hello {firstName},\n\nWe have received the request to open the business account of {company}. Our team will review your file.\n\nYour account opens once our team has reviewed your file and your first transfer of at least {minimum, amount} from an account in your association\'s name has arrived.\n\nFollow your request on the "My application" page:\n{url}\n\nThe {brand} team',
  'email.opening.enrollment_received.subject':
    '{brand}: we have received the account opening request of {company}',
  'email.opening.enrollment_received.text':
    'Hello {firstName},\n\nWe have received the request to open the business account of {company}, a company being formed. Our team will review your file.\n\nWhat comes next: the capital deposit. Each shareholder has received their own instructions by e-mail (the amount of their share, the blocked deposit account and the reference to give); they pay their share from an account in their own name, at a bank in the SEPA area. Follow the payments on the deposit page:\n{depositUrl}\n\nOnce all the capital is paid and your file approved, the bank issues the capital deposit certificate, to add to the company\'s registration file. The account opens once the company is registered.\n\nFollow your request on the "My application" page:\n{url}\n\nThe {brand} team',
  'email.opening.documents_requested.subject': '{brand}: please send us some documents again',
  'email.opening.documents_requested.text':
    'Hello {firstName},\n\nTo continue reviewing the file of {company}, we need you to send us the following documents again:\n\n{list}\n\nSend them from the "My application" page:\n{url}\n\nThe {brand} team',
  'email.opening.awaiting_first_transfer.subject': '{brand}: your file is approved, one first transfer to go',
  'email.opening.awaiting_first_transfer.text':
    "Hello {firstName},\n\nOur team has approved the file of {company}. To open the account, make a first transfer of at least {minimum, amount} from an account in your company's name, at a bank in the SEPA area, to:\n\nIBAN: {iban}\n\nThe account opens as soon as this transfer arrives. Follow your request at:\n{url}\n\nThe {brand} team",
  'email.opening.awaiting_first_transfer.text_business':
    'Hello {firstName},\n\nOur team has approved the file of {company}. To open the account, make a first transfer of at least {minimum, amount} from an account in your own name, at a bank in the SEPA area, to:\n\nIBAN: {iban}\n\nThe account opens as soon as this transfer arrives. Follow your request at:\n{url}\n\nThe {brand} team',
  'email.opening.awaiting_first_transfer.text_association':
    "Hello {firstName},\n\nOur team has approved the file of {company}. To open the account, make a first transfer of at least {minimum, amount} from an account in your association's name, at a bank in the SEPA area, to:\n\nIBAN: {iban}\n\nThe account opens as soon as this transfer arrives. Follow your request at:\n{url}\n\nThe {brand} team",
  'email.opening.capital_deposit.subject': '{brand}: your file is approved, the capital deposit continues',
  'email.opening.capital_deposit.text':
    'Hello {firstName},\n\nOur team has approved the file of {company}. The capital deposit continues: each shareholder pays their share as instructed. Follow it at:\n{url}\n\nThe {brand} team',
  'email.opening.open.subject': '{brand}: the account of {company} is open',
  'email.opening.open.text':
    'Hello {firstName},\n\nGood news: the business account of {company} is open.\n\nIBAN: {iban}\n\nThe history of your request is at:\n{url}\n\nThe {brand} team',
  'email.opening.refused.subject': '{brand}: your account opening request',
  'email.opening.refused.text':
    'Hello {firstName},\n\nAfter reviewing the file of {company}, we are unable to accept your request to open an account. We cannot give a detailed explanation of this decision.\n\nThe documents you sent are kept as the law requires.\n\nThe {brand} team',
  'email.opening.withdrawn.subject': '{brand}: your account opening request for {company} is withdrawn',
  'email.opening.withdrawn.text':
    'Hello {firstName},\n\nYour request to open the business account of {company} is withdrawn: the bank will not review it any further and no account will be opened.',
  'email.opening.withdrawn.deposit':
    'The transfers already received on the blocked capital deposit account will be returned by the bank to the accounts they came from.',
  'email.opening.withdrawn.data_kept':
    'As your request had been submitted to the bank, the law (article L561-12 of the French Monetary and Financial Code) requires its data and documents to be kept {years, number} years after the relationship ends: they will be erased on {date}.',
  'email.opening.withdrawn.data_unsubmitted':
    'As your request had not been submitted to the bank, its data and documents will be erased after {days, number} days without activity on your part.',
  'email.opening.withdrawn.end':
    'If you have any question, reply to this message or contact our team.\n\nThe {brand} team',
  'email.opening.closed.subject': '{brand}: the account of {company} is closed',
  'email.opening.closed.text':
    'Hello {firstName},\n\nThe business account of {company} is closed.\n\nIf you have any question, reply to this message or contact our team.\n\nThe {brand} team',
  // Back-office queues and dashboard.
  'error.not_found.queue_item': 'Request not found.',
  'error.case_claimed_by_other':
    'Another operator works this case: they or a supervisor must release it first.',
  'error.queue_claimed_by_other': 'Another operator has taken this request: it must be released first.',
  'error.queue_item_done': 'This request has already been dealt with.',
  'error.queue_not_claimed': 'Take this request before marking it done.',
  'validation.period_order': 'The end of the period must come after its start.',
  'validation.period_too_long': 'The period cannot be longer than {days} days.',
  'validation.day_format': 'The date must be in the format YYYY-MM-DD.',
  // Healthcare professionals (RPPS / ADELI, FINESS)
  'validation.professional_number_format': 'An RPPS number has 11 digits, an ADELI number 9 digits',
  'validation.professional_number_key':
    'The check digit of this RPPS or ADELI number is wrong: please check the last digit',
  'validation.professional_number_required': 'Your RPPS or ADELI number is required',
  'validation.holder_incomplete':
    "Please complete your personal details on your activity's form (birth, home, declarations, RPPS or ADELI number)",
  // Consented analytics: session recordings.
  'validation.analytics_unmasked_input': 'This recording contains an unmasked entry: it was refused.',
  'error.not_found.recording': 'Recording not found.',
  // Brand and legal notices: the account-creation limit.
  'error.account_creation_limit':
    'You have reached the limit of {max} accounts created per hour from this connection. Try again in an hour, or resume the application you already started from the home page.',
  // Compliance: the risk rating, enhanced due diligence, identification measures, the regulator's export.
  'document.kind.source_of_funds': 'Proof of the source of funds',
  'document.hint.source_of_funds':
    'For example: the deed of sale of your former practice, a loan offer, a notarial deed of gift or inheritance, savings statements.',
  'error.approval.risk_not_rated': 'The case has no risk rating yet: have it rated before approving it.',
  'error.approval.source_of_funds_missing':
    'Enhanced due diligence: the proof of the source of funds must be accepted before the case is approved.',
  'error.approval.supervisor_required':
    'A case under enhanced due diligence can only be approved by a supervisor.',
  'compliance.tier.simplified': 'Simplified due diligence',
  'compliance.tier.standard': 'Standard due diligence',
  'compliance.tier.enhanced': 'Enhanced due diligence',
  'compliance.factor.pep': 'Politically exposed person: {subject}',
  'compliance.factor.pep_family_or_associate':
    'Family member or close associate of a politically exposed person: {subject}',
  'compliance.factor.residence_high_risk_country':
    'Residence or tax residence in a high-risk country, {country} ({lists}): {subject}',
  'compliance.factor.residence_monitored_country':
    'Residence or tax residence in a monitored country, {country} ({lists}): {subject}',
  'compliance.factor.nationality_high_risk_country':
    'Nationality of a high-risk country, {country} ({lists}): {subject}',
  'compliance.factor.nationality_monitored_country':
    'Nationality of a monitored country, {country} ({lists}): {subject}',
  'compliance.factor.activity_holding_or_real_estate': 'Holding or real-estate activity (NAF code {naf})',
  'compliance.factor.activity_cash_intensive': 'Health trade taking cash (NAF code {naf})',
  'compliance.factor.activity_outside_healthcare': 'Activity outside healthcare (NAF code {naf})',
  'compliance.factor.legal_form_non_profit': 'Association (legal form {form})',
  'compliance.factor.legal_form_unregistered': 'Company not registered in France (legal form {form})',
  'compliance.factor.cash_deposits_moderate': 'Expected cash deposits of €1,000 to €5,000 a month',
  'compliance.factor.cash_deposits_high': 'Expected cash deposits above €5,000 a month',
  'compliance.factor.international_flows': 'Expected international flows',
  'compliance.factor.large_monthly_flows': 'Expected monthly flows above €50,000',
  'compliance.factor.screening_potential_match':
    'Asset-freeze and sanctions screening: possible match, to be cleared',
  'compliance.factor.screening_confirmed_match': 'Asset-freeze and sanctions screening: confirmed match',
  'compliance.factor.professional_not_verified':
    'RPPS or ADELI number not confirmed by the directory: {subject}',
  'compliance.list.eu_high_risk_third_countries': 'EU list of high-risk third countries',
  'compliance.list.fatf_call_for_action': 'FATF, call for action',
  'compliance.list.fatf_increased_monitoring': 'FATF, increased monitoring',
  'compliance.trigger.submission': 'Submission of the application',
  'compliance.trigger.person_saved': 'Person saved',
  'compliance.trigger.person_removed': 'Person removed',
  'compliance.trigger.kyc_answered': 'Know-your-customer questionnaire answered',
  'compliance.trigger.operator': 'Requested by an operator',
  'compliance.trigger.screening': 'Screening result',
  'compliance.measure.identity_document_copy': 'Copy of the identity document, accepted',
  'compliance.measure.first_transfer_own_account': "First payment from an account in the customer's name",
  'compliance.measure.capital_contribution_own_account':
    "Capital contribution from an account in the shareholder's name",
  'compliance.measure.electronic_identification': 'Electronic identification means',
  'compliance.measure.certified_copy': 'Certified copy',
  'compliance.measure.professional_status_pro_sante_connect':
    'Professional status verified by Pro Santé Connect (not evidence of identity)',
  'compliance.export.title': 'Compliance record',
  'compliance.export.prepared': 'Prepared on {date} by {operator}',
  'compliance.export.section_case': 'The case',
  'compliance.export.section_people': 'The people',
  'compliance.export.section_decisions': 'The decisions',
  'compliance.export.section_risk': 'The risk rating',
  'compliance.export.section_measures': 'The identification measures',
  'compliance.export.section_screening': 'The screening',
  'compliance.export.section_documents': 'The documents',
  'compliance.export.section_journal': "The case's journal",
  'compliance.export.field_status': 'Status',
  'compliance.export.field_journey': 'Journey',
  'compliance.export.field_customer': 'Customer',
  'compliance.export.field_legal_form': 'Legal form',
  'compliance.export.field_naf': 'NAF code',
  'compliance.export.field_tier': 'Due diligence tier',
  'compliance.export.field_score': 'Score',
  'compliance.export.field_next_review': 'Next review',
  'compliance.export.field_edition': 'Risk table',
  'compliance.export.field_rated': 'Rated on {date}, trigger: {trigger}',
  'compliance.export.approved_by': 'Case approved by {name}',
  'compliance.export.not_rated': 'The case has no risk rating.',
  'compliance.export.none': 'Nothing on record.',
  'compliance.export.screening_none': 'No screening result on record.',
  'compliance.export.screening_versions': 'List versions the case was screened against',
  'compliance.export.screening_no_versions': 'The case was screened against no list version.',
  'compliance.export.screening_version': '{list}, published on {date} — screened from {first} to {last}',
  'compliance.export.screening_version_undated':
    '{list}, no publication date — screened from {first} to {last}',
  'compliance.export.screening_fingerprint': "The version's SHA-256 fingerprint: {fingerprint}",
  'compliance.export.screening_hits': 'Hits raised',
  'compliance.export.screening_hit':
    '{subject} — listed as “{entry}” (no. {entry_id}), {list} — score {score}% — {status}',
  'compliance.export.screening_raised': 'Hit raised on {date} against version {fingerprint}',
  'compliance.export.screening_reason_name':
    'Declared name “{declared}”, listed name “{listed}”: {similarity}% alike',
  'compliance.export.screening_reason_alias':
    'Declared name “{declared}”, listed alias “{listed}”: {similarity}% alike',
  'compliance.export.screening_reason_birth_date': 'Birth date declared {declared}, listed {listed}',
  'compliance.export.screening_reason_nationality': 'Nationality declared {declared}, listed {listed}',
  'compliance.export.screening_proposed': 'False positive proposed by {operator} on {date}: {reason}',
  'compliance.export.screening_cleared': 'Cleared as a false positive by {operator} on {date}: {reason}',
  'compliance.export.screening_confirmed': 'True match confirmed by {operator} on {date}: {reason}',
  'compliance.screening_list.fr_gels': 'National register of asset freezes (DG Trésor)',
  'compliance.screening_list.eu_fsf': 'EU consolidated financial sanctions list',
  'compliance.hit_status.open': 'To be decided',
  'compliance.hit_status.cleared': 'Cleared (false positive)',
  'compliance.hit_status.confirmed': 'Match confirmed',
  'compliance.export.documents_note':
    "Each document is in the archive's documents folder, with its SHA-256 fingerprint below.",
  'compliance.export.json_note': 'The file case.json holds this record in a machine-readable form.',
  'compliance.export.journal_ok': 'Journal chain intact: {count, number} entries checked on {date}.',
  'compliance.export.journal_broken': 'Journal chain broken: {reason} (checked on {date}).',
  'compliance.status.journey_in_progress': 'Journey in progress',
  'compliance.status.submitted': 'Submitted',
  'compliance.status.under_review': 'Under review',
  'compliance.status.documents_requested': 'Documents requested',
  'compliance.status.awaiting_first_transfer': 'Awaiting the first transfer',
  'compliance.status.capital_deposit': 'Capital deposit',
  'compliance.status.deposit_complete': 'Capital deposit complete',
  'compliance.status.awaiting_registration': 'Awaiting registration',
  'compliance.status.open': 'Open',
  'compliance.status.closed': 'Closed',
  'compliance.status.refused': 'Refused',
  'compliance.decision.accepted': 'Accepted',
  'compliance.decision.rejected': 'Rejected',
  'compliance.decision.resubmit': 'Asked again',
  'psc.refused.acr':
    'Pro Santé Connect did not confirm the assurance level asked for (eIDAS low): please sign in again with your CPS card or the e-CPS app.',
  'psc.refused.token':
    "Pro Santé Connect's answer could not be verified (unexpected issuer or audience): please start again.",
  'psc.refused.state': 'This Pro Santé Connect sign-in was already used or has expired: please start again.',
  'psc.refused.no_practice':
    'Pro Santé Connect shows no private practice for you: please enter your details yourself.',
  'psc.refused.not_in_directory':
    "Your identifier {number} is not in the healthcare professionals' directory the bank imported: please enter your details yourself.",
  'psc.refused.denied': 'The sign-in with Pro Santé Connect was refused.',
  'psc.refused.unavailable':
    'Pro Santé Connect is not answering right now: please try again or enter your details yourself.',
  'psc.refused.taken': 'This healthcare professional is already tied to another account.',
  'psc.refused.practice': 'This practice is not among those Pro Santé Connect listed.',
  'psc.ticket_invalid':
    'Your Pro Santé Connect sign-in has expired or was already used: sign in again with Pro Santé Connect, or choose a password.',
  'psc.vouched_number':
    'This number is the one Pro Santé Connect vouched for on your account: it cannot be changed here.',
};
