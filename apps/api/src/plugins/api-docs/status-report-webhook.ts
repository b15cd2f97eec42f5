/** An example of a status report as posted to the insurer: an opening started on the web, now open. */
export const STATUS_REPORT_EXAMPLE = {
  id: '9a1e5c2b-7f40-4d8e-b1a6-3c5d7e9f0a12',
  type: 'opening.open',
  created_at: '2026-11-28T15:42:10.000Z',
  opening_reference: '4c2f8a61-0d3e-4b7a-9e15-6f8a2b3c4d5e',
  signup_request_id: null,
  partner_reference: null,
  member: {
    first_name: 'Camille',
    last_name: 'Durand',
    email: 'camille.durand@example.fr',
    siren: '812345676',
  },
};

/**
 * The status reports the bank posts to the insurer's URL (OpenAPI webhooks): the body is the one
 * `GET /partner/v1/events` pages, signed so the insurer knows it is the bank's.
 */
export const STATUS_REPORT_WEBHOOK = {
  statusReport: {
    post: {
      summary: "A status report, posted to the insurer's URL",
      description:
        'Sent when an opening moves (in opening, open, closed, refused), in order for each opening, at least once: drop a duplicate by `id`. Any 2xx answer is a delivery; anything else, a redirect included, is retried. Check `X-Signature` before trusting the body: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with your secret>` (two `v1` while a key is rotated; refuse a `t` more than 5 minutes away). docs/partner-api.md shows the check.',
      parameters: [
        {
          name: 'X-Event-Id',
          in: 'header',
          required: true,
          description: "The report's id, as `id` in the body.",
          schema: { type: 'string' },
        },
        {
          name: 'X-Signature',
          in: 'header',
          required: true,
          description:
            'The signature of the body: `t=<unix seconds>,v1=<hex HMAC-SHA256>`, one `v1` per key.',
          schema: { type: 'string' },
          example: 't=1795786930,v1=5d41402abc4b2a76b9719d911017c592ae0f5bd3b1c1f5cd8e1f3a3c9b2e4f60',
        },
      ],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/StatusReportEvent' },
            example: STATUS_REPORT_EXAMPLE,
          },
        },
      },
      responses: { '2XX': { description: 'Received: the report is delivered.' } },
    },
  },
};
