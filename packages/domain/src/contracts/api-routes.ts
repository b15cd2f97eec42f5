import { accountContracts } from './account.contract';
import { analyticsContracts } from './analytics.contract';
import { applicationContracts } from './application.contract';
import { backofficeContracts } from './backoffice.contract';
import { capitalDepositContracts } from './capital-deposit.contract';
import { companyContracts } from './company.contract';
import { dueDiligenceContracts } from './compliance.contract';
import { dataRightsContracts } from './data-rights.contract';
import { documentsContracts } from './documents.contract';
// Healthcare professionals
import { healthContracts } from './health.contract';
import { kycContracts } from './kyc.contract';
import { partnerContracts } from './partner.contract';
import { peopleContracts } from './people.contract';
import { registryContracts } from './registry.contract';
import type { BodyOf, ReplyOf, RouteTable } from './route-contract';
import { scaContracts } from './sca.contract';
import { signupRequestContracts } from './signup-request.contract';
import { systemContracts } from './system.contract';
import { userContracts } from './user.contract';
import { visitorFormsContracts } from './visitor-forms.contract';

/**
 * Every route of the API with its reply schema and its request schemas: the API registers each
 * route's success response, body and query with these objects, the apps type what they send and
 * parse the answer with them, so the two cannot drift (the API's route-contracts test checks
 * each registered route against this table).
 */
export const API_ROUTES = {
  ...systemContracts,
  ...visitorFormsContracts,
  ...userContracts,
  ...signupRequestContracts,
  ...companyContracts,
  ...accountContracts,
  ...registryContracts,
  ...kycContracts,
  ...peopleContracts,
  ...scaContracts,
  ...documentsContracts,
  ...capitalDepositContracts,
  ...backofficeContracts,
  // The insurer's side: the partner API and the customer's withdrawal of the information exchange.
  ...partnerContracts,
  // The customer's application page and the documents sent again.
  ...applicationContracts,
  // The customer's data rights: erasure of an opening never submitted.
  ...dataRightsContracts,
  // The documents enhanced due diligence asks of the customer.
  ...dueDiligenceContracts,
  // Healthcare professionals
  ...healthContracts,
  // Consented analytics: session recordings and front-end errors.
  ...analyticsContracts,
} as const satisfies RouteTable;

export type ApiRoutes = typeof API_ROUTES;
export type RouteKey = keyof ApiRoutes;
export type ApiReply<Key extends RouteKey> = ReplyOf<ApiRoutes[Key]>;
export type ApiBody<Key extends RouteKey> = BodyOf<ApiRoutes[Key]>;

/**
 * The `body` of a call's options, as the route takes it: required, optional (a body the route
 * may go without) or absent (a route that takes none).
 */
export type ApiBodyOption<Key extends RouteKey> = [ApiBody<Key>] extends [undefined]
  ? { body?: undefined }
  : undefined extends ApiBody<Key>
    ? { body?: ApiBody<Key> }
    : { body: ApiBody<Key> };
