import { createServer, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  to: string[];
  data: string;
}

/**
 * A tiny SMTP server standing for the bank's mail relay: enough of RFC 5321 for one client
 * (no TLS, no auth) to hand it messages, which it keeps in memory. Port 0 takes a free one.
 */
export function createSmtpReceiver(port: number) {
  const received: ReceivedMail[] = [];
  let server: Server | null = null;
  let listening = port;
  const sockets = new Set<Socket>();

  function session(socket: Socket) {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 faults.test ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          received.push({ to, data: buffer.slice(0, end) });
          buffer = buffer.slice(end + 5);
          inData = false;
          to = [];
          reply('250 2.0.0 queued');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end === -1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-faults.test\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO' || verb === 'NOOP' || verb === 'MAIL') reply('250 2.0.0 ok');
        else if (verb === 'RSET') {
          to = [];
          reply('250 2.0.0 ok');
        } else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
          return;
        } else reply('502 5.5.2 not implemented');
      }
    });
  }

  return {
    received,
    /** The relay's address once started, for a client's SMTP_URL. */
    url: () => `smtp://127.0.0.1:${listening}`,
    start: () =>
      new Promise<void>((resolveStart, reject) => {
        server = createServer(session);
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          const address = server?.address();
          listening = typeof address === 'object' && address ? address.port : port;
          resolveStart();
        });
      }),
    /** Down: the port refuses connections, as a relay that is off. */
    stop: () =>
      new Promise<void>((resolveStop) => {
        for (const socket of sockets) socket.destroy();
        if (!server) return resolveStop();
        server.close(() => resolveStop());
        server = null;
      }),
  };
}

/** A receiver started on a free loopback port. */
export async function startSmtpReceiver() {
  const receiver = createSmtpReceiver(0);
  await receiver.start();
  return receiver;
}
