/**
 * The register search's page under its former name, for the shareholder company search that
 * reuses this feature's search screens; new code imports the reply type from the domain.
 */
export type { CompanySearchPageReply as CompanySearchPage } from '@app/domain';
