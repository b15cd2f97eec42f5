import { API_AUDIENCES, type ApiAudience } from '@app/domain';

const AUDIENCE_LINKS: Record<ApiAudience, { title: string; reader: string }> = {
  customer: { title: 'Customer', reader: "The customer's web app and companion app: the opening journey." },
  backoffice: {
    title: 'Back-office',
    reader: "The bank's operators: cases, decisions, queues, the audit journal.",
  },
  partner: {
    title: 'Partner',
    reader: "The insurer's systems: pre-filled requests, and the status reports they receive.",
  },
  'bank-feed': {
    title: 'Bank feed',
    reader: "The bank's core system: incoming transfers to accounts being opened.",
  },
};

/** The page at /docs: one link per audience's document (its page and its JSON). No script. */
export function docsIndexPage(prefix: string): string {
  const items = API_AUDIENCES.map((audience) => {
    const { title, reader } = AUDIENCE_LINKS[audience];
    return `<li><a href="${prefix}/${audience}">${title}</a> <span>${reader}</span> <a class="json" href="${prefix}/${audience}/openapi.json">openapi.json</a></li>`;
  }).join('\n      ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Account opening API: documentation</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; max-width: 46rem; margin: 3rem auto; padding: 0 1rem; color: #1b1f24; }
      li { margin: 0 0 1rem; list-style: none; }
      li a:first-child { font-weight: 600; font-size: 1.1rem; margin-right: .5rem; }
      span { display: block; color: #4a5561; }
      .json { font-size: .9rem; }
    </style>
  </head>
  <body>
    <h1>Account opening API</h1>
    <p>One document per audience: each holds only the operations its reader calls, with every answer they can get.</p>
    <ul>
      ${items}
    </ul>
  </body>
</html>
`;
}
