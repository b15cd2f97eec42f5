/** A sign-in sent to Pro Santé Connect, waiting for its callback (single use). */
export interface PscAuthorizationsTable {
  state: string;
  nonce: string;
  code_verifier: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A verified practitioner without an account yet: the ticket ties the account they create. */
export interface PscLinkTicketsTable {
  ticket_hash: string;
  national_id: string;
  /** JSON: the identity as verified. */
  identity: string;
  /** JSON: the liberal practice sites the sign-in listed (null for a ticket issued before they were kept). */
  practices: string | null;
  expires_at: string;
  used_at: string | null;
}

/** An account tied to a practitioner's national identifier (8 + RPPS, 0 + ADELI). */
export interface PscAccountsTable {
  national_id: string;
  user_id: string;
  /** JSON: the identity as verified at the last sign-in. */
  identity: string;
  /** JSON: the practice chosen at the link, null when none was. */
  practice: string | null;
  linked_at: string;
}

/** A decoupled sign-in waiting for the practitioner's phone (e-CPS). */
export interface PscDecoupledRequestsTable {
  id: string;
  /** The federation's request id, polled at its token endpoint. */
  auth_req_id: string;
  /** The two digits shown on the page and on the phone. */
  binding_message: string;
  expires_at: string;
  finished_at: string | null;
}
