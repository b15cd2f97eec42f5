import type { AppConfig } from '../../config';
import type { CaseFacts } from '../../db/repositories/cases';

/** The customer app's origin, where the e-mails' links lead. */
const webOrigin = (config: AppConfig) => config.webOrigins[0] ?? config.brand.websiteUrl;

/** The customer's "my application" page. */
export const applicationUrl = (config: AppConfig, facts: Pick<CaseFacts, 'journey'>) =>
  `${webOrigin(config)}/${facts.journey}/application`;

/** The applicant's capital deposit page. */
export const depositPageUrl = (config: AppConfig): string =>
  `${webOrigin(config)}/enrollment/capital-deposit`;
