import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A refusal the sink answers, as a mail server that is up but will not take the mail does: at `RCPT` (a recipient
 * refused, 5xx) or at the end of the message (`MESSAGE`, a 4xx temporary failure after DATA, say).
 */
export interface SmtpRefusal {
  at: 'RCPT' | 'MESSAGE';
  reply: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Set to make the sink refuse mail (nothing is kept then); undefined takes every message. */
  refusal?: SmtpRefusal;
  close(): Promise<void>;
}

/** Answers one SMTP session: commands line by line, then the DATA block up to the lone ".". */
function serve(socket: Socket, received: ReceivedMail[], refusal: () => SmtpRefusal | undefined): void {
  let buffer = '';
  let inData = false;
  let mail: ReceivedMail = { from: '', to: [], data: '' };
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 sink ESMTP');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    let index: number;
    while ((index = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, index);
      buffer = buffer.slice(index + 2);
      if (inData) {
        if (line === '.') {
          inData = false;
          const refused = refusal()?.at === 'MESSAGE';
          if (!refused) received.push(mail);
          mail = { from: '', to: [], data: '' };
          reply(refused ? (refusal() as SmtpRefusal).reply : '250 queued');
        } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'RCPT' && refusal()?.at === 'RCPT') {
        reply((refusal() as SmtpRefusal).reply);
        continue;
      }
      if (verb === 'MAIL') mail.from = line.slice(10).trim();
      if (verb === 'RCPT') mail.to.push(line.slice(8).trim());
      if (verb === 'DATA') inData = true;
      reply(verb === 'DATA' ? '354 go ahead' : verb === 'QUIT' ? '221 bye' : '250 ok');
      if (verb === 'QUIT') socket.end();
    }
  });
  socket.on('error', () => socket.destroy());
}

/** A minimal SMTP server that keeps every message, so the SMTP path is tested without a mail server. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serve(socket, received, () => sink.refusal);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const sink: SmtpSink = {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return sink;
}
