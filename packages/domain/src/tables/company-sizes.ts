export const COMPANY_SIZES = ['1-10', '11-50', '51-100', '101-500', '500+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
