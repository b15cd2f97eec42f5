import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, sleep, startApi } from '../api';
import { newCustomer, startEmailMethod } from '../customer';
import { tempDir } from '../files';
import { lost, type Scenario, survived } from '../scenario';
import { createSmtpReceiver } from '../smtp-receiver';
import { readSqlite } from '../sqlite';

/** The outbox retries a failed message after 60 s: the drill moves the API's clock past it. */
const FIRST_RETRY_MS = 60_000;

interface OutboxRow {
  status: string;
  attempts: number;
  error: string | null;
}

/**
 * The SMTP relay down when an e-mail (a code) is sent: the message waits in the outbox, and
 * leaves once the relay is back, exactly once.
 */
export const smtpDown: Scenario = {
  name: 'SMTP server down',
  async setup() {
    const dataDir = tempDir('smtp');
    const offsetFile = join(dataDir, 'clock-offset');
    let offset = 0;
    writeFileSync(offsetFile, '0');
    const smtpPort = await freePort();
    const receiver = createSmtpReceiver(smtpPort);
    await receiver.start();
    const api = await startApi({
      DATA_DIR: dataDir,
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTBOX_SWEEP_SECONDS: '0.5',
      CLOCK_OFFSET_FILE: offsetFile,
    });
    const outboxRow = (email: string) =>
      readSqlite(join(dataDir, 'app.db'), (db) =>
        db.prepare('SELECT status, attempts, error FROM outbox_messages WHERE recipient = ?').all(email),
      ) as OutboxRow[];
    const delivered = (email: string) => receiver.received.filter((mail) => mail.to.includes(email)).length;

    return {
      async run() {
        const customer = await newCustomer(api.url, 'smtp');
        await receiver.stop();
        await startEmailMethod(api.url, customer.token);

        // Waits for the first attempt to fail: the message must stay pending, not be dropped.
        let rows: OutboxRow[] = [];
        for (let waited = 0; waited < 10_000; waited += 100) {
          rows = outboxRow(customer.email);
          if (rows[0] && rows[0].attempts >= 1 && rows[0].error) break;
          await sleep(100);
        }
        const waiting = rows[0];
        if (waiting?.status !== 'pending' || !waiting.error) {
          await receiver.start();
          return lost(`while the relay was down the message was ${JSON.stringify(waiting ?? 'not written')}`);
        }

        await receiver.start();
        offset += FIRST_RETRY_MS + 5000;
        writeFileSync(offsetFile, String(offset));
        for (let waited = 0; waited < 15_000 && delivered(customer.email) === 0; waited += 100)
          await sleep(100);
        await sleep(300);
        const copies = delivered(customer.email);
        const after = outboxRow(customer.email)[0];
        if (copies !== 1) return lost(`${copies} cop(ies) delivered once the relay was back`);
        if (after?.status !== 'sent') return lost(`outbox status ${after?.status} after delivery`);
        return survived();
      },
      async teardown() {
        await api.stop();
        await receiver.stop();
      },
    };
  },
};
