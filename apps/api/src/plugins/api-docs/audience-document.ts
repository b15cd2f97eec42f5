import { type ApiAudience, audienceOf, type DocumentedRefusal } from '@app/domain';
import { eachOperation, type OpenApiDocument, type OpenApiPaths } from './document-operations';
import { refusalResponses } from './refusal-responses';
import { STATUS_REPORT_WEBHOOK } from './status-report-webhook';

const AUDIENCE_INFO: Record<ApiAudience, { title: string; description: string }> = {
  customer: {
    title: 'Account opening API: customer',
    description:
      "What the customer's web app (and the companion app for strong authentication) calls, from the first screen to the opened account. Signed-in calls carry the session's bearer token (`Authorization: Bearer …`, from `POST /user` or `GET /user/auth`). Every answer's messages are in the caller's language (`x-language`: fr, en or de). A 302 means the opening is complete (go to `url`), a 399 asks for strong authentication first, a 422 gives each refused field's message.",
  },
  backoffice: {
    title: "Account opening API: the bank's back-office",
    description:
      "What the bank's operators' app calls. Sign in with `POST /backoffice/session` (password and second factor): the session is the `bo_session` cookie (HttpOnly, SameSite=Strict), and every state-changing call carries the session's CSRF token in `x-csrf-token`. Each operation admits some roles only (403 otherwise); views and decisions are recorded in the audit journal.",
  },
  partner: {
    title: "Account opening API: the insurer's partner API",
    description:
      "The insurer's systems: OAuth 2.0 client credentials (`POST /partner/v1/oauth/token`) give a bearer token with scopes; a creating call requires an `Idempotency-Key`. The status reports of the openings are posted to the insurer's URL (see Webhooks: signed with `X-Signature`) and can be paged on `GET /partner/v1/events`.",
  },
  'bank-feed': {
    title: "Account opening API: the bank's core system (bank feed)",
    description:
      "The bank's core system tells the API of each incoming transfer to an account being opened (a first transfer, a capital contribution). It signs in with its service credential as a bearer token, never a customer's session. A transfer id is received once: the same id and body again answer the first answer (`replayed: true`), another body is a 409.",
  },
};

/** Every `$ref` the value holds, at any depth. */
function refsIn(value: unknown, found: Set<string>) {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [name, child] of Object.entries(value)) {
      if (name === '$ref' && typeof child === 'string') found.add(child);
      else refsIn(child, found);
    }
  }
}

/** The schemas the document's operations reach, through the schemas they reach in turn. */
function reachableSchemas(document: OpenApiDocument, schemas: Record<string, unknown>): Set<string> {
  const reached = new Set<string>();
  const pending = new Set<string>();
  refsIn([document.paths, document.webhooks, document.components.responses], pending);
  while (pending.size > 0) {
    const [ref] = pending;
    pending.delete(ref as string);
    const name = (ref as string).replace('#/components/schemas/', '');
    if (reached.has(name) || !(name in schemas)) continue;
    reached.add(name);
    refsIn(schemas[name], pending);
  }
  return reached;
}

/** A body's schema is named "…Input" beside its reply's: alone in the document, it keeps its name. */
function dropLoneInputSuffixes(document: OpenApiDocument) {
  const schemas = document.components.schemas ?? {};
  const renames = new Map<string, string>();
  for (const name of Object.keys(schemas)) {
    const base = name.replace(/Input$/, '');
    if (base !== name && !(base in schemas)) renames.set(name, base);
  }
  if (renames.size === 0) return document;
  const text = JSON.stringify(document).replace(/"#\/components\/schemas\/(\w+)"/g, (whole, name: string) => {
    const renamed = renames.get(name);
    return renamed ? `"#/components/schemas/${renamed}"` : whole;
  });
  const renamed = JSON.parse(text) as OpenApiDocument;
  renamed.components.schemas = Object.fromEntries(
    Object.entries(renamed.components.schemas ?? {}).map(([name, schema]) => [
      renames.get(name) ?? name,
      schema,
    ]),
  );
  return renamed;
}

/** The refusal statuses the document's operations answer. */
function refusalsUsed(paths: OpenApiPaths): Set<DocumentedRefusal> {
  const statuses = new Set<DocumentedRefusal>();
  eachOperation(paths, (_key, operation) => {
    for (const [status, response] of Object.entries(operation.responses)) {
      if ('$ref' in response) statuses.add(Number(status) as DocumentedRefusal);
    }
  });
  return statuses;
}

/**
 * One audience's document out of the whole API's: its operations only, the shared answers in its
 * words, the schemas and credentials it uses and nothing of the other audiences.
 */
export function audienceDocument(whole: OpenApiDocument, audience: ApiAudience): OpenApiDocument {
  const paths: OpenApiPaths = {};
  eachOperation(whole.paths, (key, operation, path, method) => {
    if (audienceOf(key) !== audience) return;
    paths[path] = { ...paths[path], [method]: operation };
  });
  const securitySchemes = Object.fromEntries(
    Object.entries(whole.components.securitySchemes ?? {}).filter(([name]) =>
      JSON.stringify(paths).includes(`"${name}":`),
    ),
  );
  const document: OpenApiDocument = {
    openapi: whole.openapi,
    info: { ...whole.info, ...AUDIENCE_INFO[audience] },
    paths,
    ...(audience === 'partner' ? { webhooks: STATUS_REPORT_WEBHOOK } : {}),
    components: {
      securitySchemes,
      parameters: whole.components.parameters ?? {},
      responses: refusalResponses(refusalsUsed(paths), audience),
    },
  };
  const schemas = whole.components.schemas ?? {};
  document.components.schemas = Object.fromEntries(
    [...reachableSchemas(document, schemas)].sort().map((name) => [name, schemas[name]]),
  );
  const parametersUsed = new Set<string>();
  refsIn(paths, parametersUsed);
  document.components.parameters = Object.fromEntries(
    Object.entries(document.components.parameters ?? {}).filter(([name]) =>
      parametersUsed.has(`#/components/parameters/${name}`),
    ),
  );
  return dropLoneInputSuffixes(document);
}
