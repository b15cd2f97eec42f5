import type { PscSignInReply } from '@app/domain';

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** As the API answers a first sign-in (PscSignInReplySchema): no account yet, a ticket to tie it. */
export const firstSignIn: PscSignInReply = {
  identity: {
    gender: 2,
    first_name: 'Camille',
    last_name: 'MARTIN',
    national_id: '819900000001',
    directory: 'rpps',
    professional_number: '19900000001',
    profession_code: '10',
    directory_status: 'verified',
    verified_by: 'pro_sante_connect',
    verified_at: '2026-11-28T10:00:00.000Z',
    issuer: 'http://127.0.0.1:8090/auth/realms/esante-wallet',
    subject: '819900000001',
    acr: 'eidas1',
  },
  practices: [
    {
      siret: '99000000100012',
      siren: '990000001',
      finess: null,
      name: 'CABINET DU DR MARTIN',
      postcode: '69003',
      city: 'LYON',
      registering_authority: 'CNOM/CNOM/CNOM',
    },
    {
      siret: '99000000300018',
      siren: '990000003',
      finess: '690000026',
      name: 'MAISON DE SANTÉ DES PENTES',
      postcode: '69001',
      city: 'LYON',
      registering_authority: 'CNOM/CNOM/CNOM',
    },
  ],
  user: null,
  link_ticket: 'ticket-of-this-sign-in',
};
