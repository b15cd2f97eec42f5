import { parseArgs } from 'node:util';
import { isPartnerScope, PARTNER_SCOPES, type PartnerScope } from '@app/domain';
import { createAuditJournal } from '../../audit';
import { systemClock } from '../../clock';
import { loadConfig } from '../../config';
import { createDb } from '../../db/create-db';
import { migrateToLatest } from '../../db/migrate';
import { createPartner } from './partner-credentials';

// npm run partner:create -- --name "Mutuelle Santé Pro" [--scopes "requests:write requests:read events:read"] [--json]
// The client secret is printed once; only its hash is kept.
const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    scopes: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const scopes = (values.scopes ?? PARTNER_SCOPES.join(' ')).split(/[\s,]+/).filter(Boolean);
if (!values.name?.trim() || scopes.length === 0 || !scopes.every(isPartnerScope)) {
  console.error(
    `Usage: npm run partner:create -- --name <name> [--scopes "${PARTNER_SCOPES.join(' ')}"] [--json]`,
  );
  process.exit(2);
}

const config = loadConfig();
const handle = createDb(config.databaseUrl);
try {
  await migrateToLatest(handle.db);
  const created = await createPartner(
    { db: handle.db, clock: systemClock },
    { name: values.name.trim(), scopes: scopes as PartnerScope[] },
  );
  await handle.db.transaction().execute((trx) =>
    createAuditJournal({ db: handle.db, clock: systemClock, config }).append(trx, {
      actor: { type: 'system', id: null },
      action: 'partner.created',
      object: { type: 'partner', id: created.id },
      after: { name: created.name, client_id: created.clientId, scopes: created.scopes },
    }),
  );
  if (values.json) {
    console.info(
      JSON.stringify({
        client_id: created.clientId,
        client_secret: created.clientSecret,
        scopes: created.scopes,
      }),
    );
  } else {
    console.info(`Partner "${created.name}" created with scopes: ${created.scopes.join(' ')}`);
    console.info(`client_id:     ${created.clientId}`);
    console.info(`client_secret: ${created.clientSecret}   (shown once; keep it in the partner's vault)`);
  }
} finally {
  await handle.destroy();
}
