import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneMailCopies } from '@/lib/follow-ups/mail-copies';
import { eraseLead } from '@/lib/leads/erase';
import { leadRepository } from '@/lib/leads/lead-repository';
import { engines, freshDatabase, type TestDatabase } from './databases';
import { outboxApp, quoteForm } from './support/outbox-app';

const dayMs = 24 * 60 * 60_000;

/** Without SMTP every e-mail is a file holding a lead's personal data: it goes with the lead. */
describe.each(engines)('e-mail copies on disk, on %s', (engine) => {
  let test: TestDatabase;
  let dir: string;
  let app: Awaited<ReturnType<typeof outboxApp>>;

  beforeAll(async () => {
    test = await freshDatabase(engine);
    dir = join(await mkdtemp(join(tmpdir(), 'autosites-mail-copies-')), 'mail');
    app = await outboxApp(
      test.database,
      { LEAD_NOTIFY_TO: 'sales@agency.example' },
      { fileDir: dir },
    );
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await test?.dispose();
    await rm(join(dir, '..'), { recursive: true, force: true });
  });

  /** A lead whose two e-mails are written; returns it and its files. */
  async function filedLead(email: string) {
    const outcome = await app.submit('leadCapture', { ...quoteForm, email });
    if (outcome.status !== 'stored') throw new Error(outcome.status);
    const ids = outcome.followUps.map((followUp) => followUp.id);
    // Finished copies only: each is written as a .tmp file first, then renamed into place.
    const files = () =>
      readdir(dir).then((names) =>
        names.filter((name) => name.endsWith('.eml') && ids.some((id) => name.includes(id))),
      );
    await expect.poll(async () => (await files()).length, { timeout: 20_000 }).toBe(2);
    return { lead: outcome.lead, files: await files() };
  }

  it('writes each e-mail readable by the server only, and erases them with the lead', async () => {
    const { lead, files } = await filedLead('erase-me@example.com');
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    for (const name of files) expect((await stat(join(dir, name))).mode & 0o777).toBe(0o600);
    const kept = await filedLead('keep-me@example.com');

    expect(await eraseLead(test.database.prisma, lead.id, dir)).toEqual({
      removed: true,
      files: 2,
    });
    const left = await readdir(dir);
    for (const name of files) expect(left).not.toContain(name);
    for (const name of kept.files) expect(left).toContain(name);
  });

  it('deletes the copies of leads that expired, and any copy after the retention days', async () => {
    const expiring = await filedLead('expiring@example.com');
    const recent = await filedLead('recent@example.com');
    const old = await filedLead('old-copy@example.com');
    // The 24-month expiry: the lead goes, and the sweep takes its files.
    await test.database.prisma.lead.update({
      where: { id: expiring.lead.id },
      data: { createdAt: new Date(Date.now() - 800 * dayMs) },
    });
    expect(
      await leadRepository(test.database.prisma).deleteExpired(new Date(Date.now() - 730 * dayMs)),
    ).toBe(1);
    // A copy older than MAIL_FILE_RETENTION_DAYS goes whatever its lead does.
    const longAgo = new Date(Date.now() - 31 * dayMs);
    for (const name of old.files) await utimes(join(dir, name), longAgo, longAgo);
    // A crash mid-write left a temporary file an hour ago.
    const leftover = join(dir, 'follow-up.crashed.eml.0a1b2c.tmp');
    await writeFile(leftover, 'half a message');
    const hourAgo = new Date(Date.now() - 2 * 60 * 60_000);
    await utimes(leftover, hourAgo, hourAgo);

    expect(await pruneMailCopies(test.database.prisma, dir, { retentionDays: 30 })).toBe(5);
    const left = await readdir(dir);
    for (const name of [...expiring.files, ...old.files]) expect(left).not.toContain(name);
    for (const name of recent.files) expect(left).toContain(name);
    expect(left).not.toContain('follow-up.crashed.eml.0a1b2c.tmp');
    // The old copy's lead is still there: only its file went.
    expect(await leadRepository(test.database.prisma).findById(old.lead.id)).not.toBeNull();
  });
});
