import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../src/domain/lab/timepoints.ts';
import { call, completedBatch, createCream, labAppWith, t, writer } from '../support/lab-app.ts';
import { startSmtpServer } from '../support/smtp-server.ts';

/**
 * Reminders of due stability time points (ADR 051): the due-time-point query, an in-app notice to the study's owner
 * and an e-mail as their account settings' "reminders" category says, once per study and status. They are a source
 * of the daily `reminders` job; here its run is called directly for a day.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  await labAppWith({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Formulary <formulary@test.example.com>' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The daily reminders job's run for a day (noon UTC, so its date is that day). */
const sendFor = (day: string) => t.app.services.reminders.run(new Date(`${day}T12:00:00Z`));

const notices = async (cookie = writer) =>
  (await call('GET', '/api/account-notices', undefined, cookie)).json() as {
    items: { kind: string; title: string; body: string }[];
  };

describe('stability reminders', () => {
  it('tells the owner once when time points fall due, and again when they go overdue', async () => {
    const cream = await createCream();
    const batch = await completedBatch(cream.id);
    const today = localDate(new Date());
    const created = (
      await call('POST', `/api/lab/batches/${batch.id}/stability`, {
        conditions: ['25 °C/60 % RH', '40 °C/75 % RH'],
        timepoints: ['T0', '4w'],
        startDate: today,
      })
    ).json();
    const reminders = { send: sendFor };
    // Today both T0 cells are due: one notice for the study.
    expect(await reminders.send(today)).toBe(1);
    const first = (await notices()).items[0]!;
    expect(first).toMatchObject({ kind: 'reminders', title: '2 stability time points are due' });
    expect(first.body).toBe(
      `Lab batch ${batch.batchNumber} (${cream.name}): 25 °C/60 % RH at T0 (due ${today}); 40 °C/75 % RH at T0 (due ${today}). Record the results in Lab.`,
    );
    const owner = (await t.createUser('rd_scientist')).email;
    await expect.poll(() => smtp.to(owner).length, { timeout: 10_000 }).toBe(1);
    expect(smtp.to(owner)[0]!.raw).toContain('2 stability time points are due');
    // Run again the same day: nothing new.
    expect(await reminders.send(today)).toBe(0);
    // One T0 recorded; four days on the other is overdue: one more notice, about that one only.
    await call('PATCH', `/api/lab/stability/${created.id}/cells/${created.cells[0].id}`, {
      measurements: { ph: 5.3 },
    });
    expect(await reminders.send(addDays(today, 4))).toBe(1);
    expect((await notices()).items[0]).toMatchObject({ title: 'A stability time point is overdue' });
    expect((await notices()).items[0]!.body).toContain('40 °C/75 % RH at T0');
    await expect.poll(() => smtp.to(owner).length, { timeout: 10_000 }).toBe(2);
    expect(await reminders.send(addDays(today, 5))).toBe(0);
  });

  it('sends no e-mail to an owner who turned e-mail reminders off, and keeps the in-app notice', async () => {
    const settings = (await call('GET', '/api/account-settings')).json();
    settings.notifications.email.reminders = false;
    expect((await call('PATCH', '/api/account-settings', settings)).statusCode).toBe(200);
    const owner = (await t.createUser('rd_scientist')).email;
    const mailed = smtp.to(owner).length;
    const cream = await createCream();
    const batch = await completedBatch(cream.id);
    const today = localDate(new Date());
    await call('POST', `/api/lab/batches/${batch.id}/stability`, {
      conditions: ['Light'],
      timepoints: ['T0'],
      startDate: today,
    });
    expect(await sendFor(today)).toBe(1);
    expect((await notices()).items[0]).toMatchObject({ title: 'A stability time point is due' });
    // Give a stray mail time to arrive before saying none did.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.to(owner).length).toBe(mailed);
  });
});
