import http from 'node:http';
import { startSmtpServer } from './smtp-server.ts';

/**
 * The browser suite's mail server: SMTP on SMTP_PORT for the app, and GET /messages?to=ADDRESS on HTTP_PORT for
 * the tests, answering the text of every message to that address (quoted-printable soft breaks undone), so a
 * test can follow a link the app mailed (ADR 030).
 */
const smtp = await startSmtpServer(Number(process.env.SMTP_PORT));
const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://sink');
  if (url.pathname !== '/messages') {
    response.statusCode = 404;
    return response.end();
  }
  const to = url.searchParams.get('to') ?? '';
  const texts = (to ? smtp.to(to) : smtp.messages).map((mail) =>
    mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
  );
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(texts));
});
await new Promise<void>((resolve) => server.listen(Number(process.env.HTTP_PORT), '127.0.0.1', resolve));
process.stdout.write(`Mail sink: SMTP ${smtp.url}, messages on http://127.0.0.1:${process.env.HTTP_PORT}\n`);
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => {
    server.close();
    void smtp.close().then(() => process.exit(0));
  });
