import { PscVerified } from './psc-verified';
import { usePscProfessionalStatus } from './use-psc-professional-status';

/**
 * "Vérifié par Pro Santé Connect" for the signed-in customer, as the API kept it when the account
 * was tied (any device, any visit); nothing for an account not tied to a practitioner.
 */
export function PscVerifiedStatus() {
  const { evidence } = usePscProfessionalStatus();
  return <PscVerified identity={evidence?.identity ?? null} />;
}
