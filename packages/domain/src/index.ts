// Small modules only: the NAF and INSEE tables are imported by subpath (@app/domain/naf,
// @app/domain/legal-categories) and the password dictionaries are loaded lazily.
export * from './constants/api-headers';
export * from './constants/feature-flags';
export * from './constants/limits';
export * from './constants/timings';
export * from './constants/uploads';
export * from './locale';
export * from './messages/index';
export * from './rules/text-search';
export * from './tables/company-sizes';
export * from './tables/documents';
export * from './tables/genders';
export * from './tables/insee-legal-forms';
export * from './tables/job-codes';
export * from './tables/legal-form-search';
export * from './tables/legal-forms';
export * from './tables/localized-label';
export * from './tables/marital-status';
export * from './tables/registration-types';
export * from './tables/sca-methods';
