import { describe, expect, it } from 'vitest';
import { API_HEADERS } from '../constants/api-headers';
import { DEFAULT_FEATURE_FLAGS, DEFAULT_LIMITED_LIABILITY_FORMS } from '../constants/feature-flags';
import { MAX_UPLOAD_FILE_SIZE_BYTES, MAX_UPLOAD_FILES_PER_SLOT } from '../constants/limits';
import { VIEWER_ZOOM_LEVELS } from '../constants/timings';
import { detectAllowedMimeType } from '../constants/uploads';
import { LOCALES } from '../locale';
import { isMessageKey } from '../messages/index';
import { documentLabel } from '../rules/document-label';
import { COUNTRY_CODES, isCountryCode } from './country-codes';
import {
  COMPANY_DOCUMENT_KINDS,
  companyDocumentHint,
  documentKindName,
  documentKindsNotHeld,
  registrationProofKind,
  requiredCompanyDocumentKinds,
} from './documents';
import { JOB_CODE_LABELS, JOB_CODES, SELECTABLE_JOB_CODES } from './job-codes';
import { searchLegalForms } from './legal-form-search';
import { LEGAL_FORM_CODES, LEGAL_FORM_LABELS } from './legal-forms';
import { MARITAL_STATUS_IDS, MARITAL_STATUS_LABELS } from './marital-status';
import { isJourney, JOURNEYS, journeyOf, registrationTypeOf } from './registration-types';

describe('code tables', () => {
  it('labels every code in every language', () => {
    for (const locale of LOCALES) {
      for (const code of JOB_CODES) expect(JOB_CODE_LABELS[code][locale]).not.toBe('');
      for (const code of LEGAL_FORM_CODES) expect(LEGAL_FORM_LABELS[code][locale]).not.toBe('');
      for (const id of MARITAL_STATUS_IDS) expect(MARITAL_STATUS_LABELS[id][locale]).not.toBe('');
    }
  });

  it('does not offer NON as a title', () => {
    expect(SELECTABLE_JOB_CODES).not.toContain('NON');
    expect(SELECTABLE_JOB_CODES).toHaveLength(7);
  });

  it('has marital status 9 (not provided) and no 8', () => {
    expect(MARITAL_STATUS_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 9]);
  });

  it('knows ISO country codes', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(249);
    expect(isCountryCode('FR')).toBe(true);
    expect(isCountryCode('fr')).toBe(false);
    expect(isCountryCode('UK')).toBe(false);
  });
});

describe('company documents', () => {
  it('uses activity_proof instead of kbis for sole traders, ASS and SENIRCS', () => {
    for (const form of ['AE', 'EI', 'EIRL', 'ASS', 'SENIRCS'])
      expect(registrationProofKind(form)).toBe('activity_proof');
    for (const form of ['SAS', 'SELARL', null]) expect(registrationProofKind(form)).toBe('kbis');
  });

  it('asks statutes (draft in enrollment) and address proof (general-meeting minutes for a CSE)', () => {
    expect(requiredCompanyDocumentKinds({ journey: 'signup', legalForm: 'SAS' })).toEqual([
      'status',
      'proof_of_address',
    ]);
    expect(requiredCompanyDocumentKinds({ journey: 'enrollment', legalForm: 'SAS' })).toEqual([
      'status_project',
      'proof_of_address',
    ]);
    expect(requiredCompanyDocumentKinds({ journey: 'signup', legalForm: 'CSE' })).toEqual([
      'status',
      'gm_minutes',
    ]);
  });

  it('never asks a sole trader for statutes: the practice address only when it is not their home', () => {
    for (const legalForm of ['EI', 'AE', 'EIRL']) {
      expect(requiredCompanyDocumentKinds({ journey: 'signup', legalForm, homeIsPractice: true })).toEqual(
        [],
      );
      expect(requiredCompanyDocumentKinds({ journey: 'signup', legalForm, homeIsPractice: false })).toEqual([
        'proof_of_address',
      ]);
      expect(requiredCompanyDocumentKinds({ journey: 'signup', legalForm })).toEqual(['proof_of_address']);
      expect(documentKindsNotHeld(legalForm)).toEqual(['kbis', 'status', 'status_project', 'gm_minutes']);
    }
    expect(documentKindsNotHeld('SELARL')).toEqual([]);
  });

  it("names a company's documents in the words of its kind of business, in every language", () => {
    for (const legalForm of ['SELARL', 'EI', 'ASS', null]) {
      for (const kind of COMPANY_DOCUMENT_KINDS) {
        expect(isMessageKey(documentKindName(kind, legalForm))).toBe(true);
        expect(isMessageKey(companyDocumentHint(kind, legalForm))).toBe(true);
      }
    }
    expect(documentLabel('fr', 'company', 'proof_of_address', 'EI')).toBe(
      "Justificatif d'adresse du cabinet",
    );
    expect(documentLabel('en', 'company', 'status', 'ASS')).toBe('Articles of the association');
    expect(documentLabel('de', 'company', 'proof_of_address', 'SAS')).toBe('Adressnachweis des Unternehmens');
    // The user's own proof of address is their home's, whatever the business.
    expect(documentLabel('fr', 'user', 'proof_of_address', 'EI')).toBe('Justificatif de domicile');
  });
});

describe('legal form search', () => {
  it('finds by abbreviation or label without accents, in the given language', () => {
    expect(searchLegalForms('selarl', 'fr').items[0]?.code).toBe('SELARL');
    expect(searchLegalForms('societe civile de moyens', 'fr').items.map((form) => form.code)).toEqual([
      'SCM',
    ]);
    expect(searchLegalForms('limited liability', 'en').total).toBeGreaterThan(3);
  });

  it('pages by 10 and can exclude forms', () => {
    const first = searchLegalForms('', 'fr');
    expect(first.items).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    const enrollment = searchLegalForms('', 'fr', { pageSize: 100, exclude: ['AE', 'EI'] });
    expect(enrollment.items.map((form) => form.code)).not.toContain('AE');
    expect(enrollment.total).toBe(LEGAL_FORM_CODES.length - 2);
  });
});

describe('constants', () => {
  it('matches the spec and decisions', () => {
    expect(MAX_UPLOAD_FILE_SIZE_BYTES).toBe(25 * 1024 * 1024);
    expect(MAX_UPLOAD_FILES_PER_SLOT).toBe(10);
    expect(VIEWER_ZOOM_LEVELS[0]).toBe(0.25);
    expect(VIEWER_ZOOM_LEVELS.at(-1)).toBe(5);
    expect(DEFAULT_FEATURE_FLAGS).toEqual({
      help: false,
      languageChange: false,
      signupRequest: true,
      forcedLogin: false,
      contact: 'form',
    });
    expect(DEFAULT_LIMITED_LIABILITY_FORMS).toEqual(['ASS', 'AE', 'EI']);
    expect(API_HEADERS.scaChallenge).toBe('x-sca-challenge');
  });

  it('recognises PDF, JPEG and PNG by their first bytes only', () => {
    const bytes = (...values: number[]) => new Uint8Array(values);
    expect(detectAllowedMimeType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
    expect(detectAllowedMimeType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectAllowedMimeType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(detectAllowedMimeType(bytes(0x47, 0x49, 0x46, 0x38))).toBeNull(); // GIF
    expect(detectAllowedMimeType(new TextEncoder().encode('PK\u0003\u0004'))).toBeNull(); // zip / docx
    expect(detectAllowedMimeType(bytes())).toBeNull();
  });
});

describe('journeys', () => {
  it('are the two of the spec, each with its registration type both ways', () => {
    expect(JOURNEYS).toEqual(['signup', 'enrollment']);
    for (const journey of JOURNEYS) expect(journeyOf(registrationTypeOf(journey))).toBe(journey);
    expect(isJourney('enrollment')).toBe(true);
    expect(isJourney('legal-notice')).toBe(false);
    expect(isJourney(undefined)).toBe(false);
  });
});
