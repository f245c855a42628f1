import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** SMTP_URL is set: mail can leave at all. */
  configured: boolean;
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * E-mail through the company's SMTP server (nodemailer: pooled connections, STARTTLS, auth from the URL). Without
 * SMTP_URL nothing is sent and the account settings' e-mail switches say why.
 */
export function createMailer(config: { url: string; from: string } | undefined): Mailer {
  if (!config) {
    return { configured: false, send: async () => undefined, close: () => undefined };
  }
  const transport = nodemailer.createTransport(config.url, { from: config.from });
  return {
    configured: true,
    async send(mail) {
      await transport.sendMail({ from: config.from, ...mail });
    },
    close: () => transport.close(),
  };
}
