import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { isOperatorRole, OPERATOR_ROLES } from '@app/domain';
import { createAuditJournal } from '../../audit';
import { systemClock } from '../../clock';
import { loadConfig } from '../../config';
import { createDb } from '../../db/create-db';
import { migrateToLatest } from '../../db/migrate';
import { createOperator } from './create-operator';
import { totpSeedSealOf } from './totp-seed-seal';

// npm run operator:create -- --email a@bank.example --name "Alice Martin" --role reviewer [--json]
// The password is OPERATOR_PASSWORD when set (scripts), otherwise generated; it, the TOTP
// enrolment and the recovery codes are printed once and are never shown again.
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const { email, name, role } = values;
if (!email || !name || !role || !isOperatorRole(role) || !/^[^\s@]+@[^\s@]+$/.test(email)) {
  console.error(
    `Usage: npm run operator:create -- --email <e-mail> --name <full name> --role <${OPERATOR_ROLES.join('|')}> [--json]`,
  );
  process.exit(2);
}
const password = process.env.OPERATOR_PASSWORD ?? randomBytes(18).toString('base64url');
if (password.length < 12) {
  console.error('OPERATOR_PASSWORD must have at least 12 characters.');
  process.exit(2);
}

const config = loadConfig();
const handle = createDb(config.databaseUrl);
try {
  await migrateToLatest(handle.db);
  const existing = await handle.db
    .selectFrom('operators')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (existing) {
    console.error(`An operator with the e-mail ${email} already exists.`);
    process.exitCode = 1;
  } else {
    const created = await createOperator(
      {
        db: handle.db,
        clock: systemClock,
        audit: createAuditJournal({ db: handle.db, clock: systemClock, config }),
        seeds: totpSeedSealOf(config),
        issuer: `${config.bank.name} back-office`,
      },
      { email, name, role, password },
    );
    const shown = { ...created, role, password: process.env.OPERATOR_PASSWORD ? undefined : password };
    if (values.json) {
      console.info(JSON.stringify(shown));
    } else {
      console.info(`Operator ${created.email} (${role}) created.`);
      if (shown.password) console.info(`Password (shown once): ${shown.password}`);
      console.info(`TOTP secret (enter it in an authenticator app): ${created.totpSecret}`);
      console.info(`Or scan this otpauth URL as a QR code: ${created.otpauthUrl}`);
      console.info('Recovery codes (each works once; keep them offline):');
      for (const code of created.recoveryCodes) console.info(`  ${code}`);
    }
  }
} finally {
  await handle.destroy();
}
