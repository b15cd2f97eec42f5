import {
  answerKyc,
  completeRegisteredCompany,
  findCompanyInRegister,
  uploadCompanyProofs,
} from './company-steps';
import type { JourneyContext } from './context';
import { acceptTermsAndFinish, authenticateByEmail, downloadRib } from './finish-steps';
import {
  addSecondBeneficialOwner,
  completeOwnEntry,
  PARTNER,
  type Partner,
  validateRepresentatives,
} from './people-steps';

/**
 * From the company search to the downloaded RIB: a SELARL of the register (head office chosen
 * among its establishments), KYC, company proofs, two beneficial owners, terms, strong
 * authentication by e-mail code, success. Returns the IBAN of the new account.
 */
export async function fromCompanyToRib(j: JourneyContext, partner: Partner = PARTNER): Promise<string> {
  await findCompanyInRegister(j);
  await completeRegisteredCompany(j);
  await answerKyc(j);
  await uploadCompanyProofs(j);
  await completeOwnEntry(j);
  await addSecondBeneficialOwner(j, partner);
  await validateRepresentatives(j, partner);
  await acceptTermsAndFinish(j);
  await authenticateByEmail(j);
  return downloadRib(j);
}
