import type { CompanySearchResultReply } from '@app/domain';

/** What a search result tells about the company, in the shape of the company form and the mandate draft. */
export function draftFromSearchResult(
  result: Pick<
    CompanySearchResultReply,
    | 'socialReason'
    | 'siren'
    | 'siret'
    | 'ape'
    | 'apeText'
    | 'postalCode'
    | 'city'
    | 'address'
    | 'legalFormCode'
  >,
) {
  return {
    name: result.socialReason,
    siren: result.siren,
    siret: result.siret,
    legal_form: result.legalFormCode,
    naf_activity_code: result.ape,
    naf_activity_code_label: result.apeText,
    address: result.address
      ? {
          street: result.address,
          details: null,
          zip: result.postalCode ?? '',
          city: result.city ?? '',
          country: 'FR',
        }
      : null,
  };
}
