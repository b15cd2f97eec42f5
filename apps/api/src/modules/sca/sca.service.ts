import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { createScaRepository } from './sca.repository';
import { createScaAttempts } from './sca-attempts';
import { createScaChallenges } from './sca-challenges.service';
import { createScaCodeCheck } from './sca-code-check';
import { createScaDelivery, type ScaDeliveryDeps } from './sca-delivery';
import { createScaEnrolment } from './sca-enrolment.service';
import { createScaVouchedEmail, type ScaVouchedEmailDeps } from './sca-vouched-email';

export interface ScaServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  messaging: ScaDeliveryDeps['messaging'];
  /** Key of the code and pairing-secret HMAC. */
  secret: string;
  /** Given to the companion app in the pairing QR code. */
  publicApiUrl: string;
  /** Records the e-mail method activated without a code, with its reason. */
  audit: ScaVouchedEmailDeps['audit'];
  vouchedEmailOf: ScaVouchedEmailDeps['vouchedEmailOf'];
}

/**
 * Strong customer authentication for the signed-in user: setting up a method (`enrolment`) and
 * answering the 399 challenges of sensitive actions (`challenges`). Both send through one
 * delivery and check codes against one budget of attempts. The device's own calls are
 * sca-app.service.ts.
 */
export function createScaService(deps: ScaServiceDeps) {
  const { clock, secret } = deps;
  const repo = createScaRepository(deps.db);
  const delivery = createScaDelivery({ repo, clock, messaging: deps.messaging, secret });
  const codeCheck = createScaCodeCheck({ repo, clock, delivery, attempts: createScaAttempts(repo, secret) });
  const enrolment = createScaEnrolment({
    repo,
    clock,
    delivery,
    codeCheck,
    secret,
    publicApiUrl: deps.publicApiUrl,
    vouchedEmail: createScaVouchedEmail({
      db: deps.db,
      audit: deps.audit,
      vouchedEmailOf: deps.vouchedEmailOf,
    }),
  });
  return { enrolment, challenges: createScaChallenges({ repo, clock, delivery, codeCheck, enrolment }) };
}

export type ScaService = ReturnType<typeof createScaService>;
