import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Answers one SMTP session: commands line by line, then the DATA block up to the lone ".". */
function serve(socket: Socket, received: ReceivedMail[]): void {
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
          received.push(mail);
          mail = { from: '', to: [], data: '' };
          reply('250 queued');
        } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
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
    serve(socket, received);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
