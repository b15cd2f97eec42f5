import { loadConfig } from '../config';
import { createDb } from '../db/create-db';
import { createOutboxRepository } from './outbox.repository';

// npm run outbox -w apps/api [-- <how many> [recipient]]: the latest e-mails and SMS, newest first.
const limit = Number.parseInt(process.argv[2] ?? '10', 10) || 10;
const recipient = process.argv[3];

const config = loadConfig();
const handle = createDb(config.databaseUrl);
try {
  const messages = await createOutboxRepository(handle.db).latest({
    limit,
    ...(recipient ? { recipient } : {}),
  });
  if (messages.length === 0) console.info('The outbox is empty.');
  for (const message of messages) {
    console.info(
      [
        `── ${message.created_at}  ${message.channel}  to ${message.recipient}  [${message.status}]`,
        ...(message.subject ? [`Subject: ${message.subject}`] : []),
        '',
        message.body_text,
        '',
      ].join('\n'),
    );
  }
} finally {
  await handle.destroy();
}
