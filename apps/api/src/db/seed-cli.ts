import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { createSignupRequestService } from '../modules/signup-requests/signup-request.service';
import { createDb } from './create-db';
import { migrateToLatest } from './migrate';
import { pickRepositories } from './repositories';
import { DEMO_SIGNUP_REQUESTS, seedDemoData } from './seed';

// npm run seed -w apps/api: demo signup requests on the configured database (migrated first).
const config = loadConfig();
const handle = createDb(config.databaseUrl);
try {
  await migrateToLatest(handle.db);
  const created = await seedDemoData({
    db: handle.db,
    signupRequests: createSignupRequestService({
      db: handle.db,
      clock: systemClock,
      repos: pickRepositories('signupRequests'),
    }),
  });
  console.info(
    created.length > 0 ? `Created ${created.length} demo signup requests.` : 'Demo data already present.',
  );
  const web = config.webOrigins[0] ?? '';
  for (const { id, input } of DEMO_SIGNUP_REQUESTS) {
    console.info(`  ${input.type.padEnd(16)} ${input.company_name ?? ''}\n    ${web}/?signup-request=${id}`);
  }
} finally {
  await handle.destroy();
}
