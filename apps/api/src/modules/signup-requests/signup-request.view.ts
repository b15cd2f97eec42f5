import type { SignupRequestReply } from '@app/domain';
import type { SignupRequestRow } from '../../db/repositories/signup-requests';

/** A signup request row as the API answers it (the domain's SignupRequestReply). */
export function toSignupRequestReply(row: SignupRequestRow): SignupRequestReply {
  return {
    uuid: row.id,
    type: row.type,
    status: row.status,
    // The company saved for the request says it best; the partner's words until then.
    company_name: row.company_saved_name ?? row.company_name,
    siren: row.company_saved_siren ?? row.siren,
    created_at: Math.floor(Date.parse(row.created_at) / 1000),
    has_company_data: row.company_data !== null,
    last_name: row.last_name,
    first_name: row.first_name,
    phone: row.phone,
    email: row.email,
    company_id: row.company_id,
    opening_status: row.opening_status,
  };
}
