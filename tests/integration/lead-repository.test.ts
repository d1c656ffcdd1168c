import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leadRepository, type NewLead } from '@/lib/leads/lead-repository';
import { engines, freshDatabase, type TestDatabase } from './databases';

const lead = (overrides: Partial<NewLead> = {}): NewLead => ({
  source: 'lead_capture',
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '+90 548 000 0000',
  company: 'Girne Motors',
  message: 'Lead capture form submission',
  package: 'Lead Capture',
  locale: 'tr',
  pagePath: '/tr',
  utmSource: 'google',
  consentGiven: true,
  consentVersion: '2024-12-15',
  ...overrides,
});

describe.each(engines)('lead repository on %s', (engine) => {
  let test: TestDatabase;
  /** A lead stored the one way there is (here with no follow-ups planned). */
  const store = async (repo: ReturnType<typeof leadRepository>, newLead: NewLead) =>
    (await repo.createWithFollowUps(await test.jobs(), newLead, () => [])).lead;
  beforeAll(async () => {
    test = await freshDatabase(engine);
  }, 120_000);
  afterAll(() => test?.dispose());

  it('stores a lead with every field and reads it back', async () => {
    const repo = leadRepository(test.database.prisma);
    const stored = await store(
      repo,
      lead({ cars: '26-50', budget: '2500-5000', fillTimeMs: 8200 }),
    );
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored.status).toBe('new');
    expect(stored.suspectedSpam).toBe(false);
    expect(stored.createdAt).toBeInstanceOf(Date);
    expect(await repo.findById(stored.id)).toEqual(stored);
    expect(stored).toMatchObject({ name: 'Ayşe Yılmaz', cars: '26-50', fillTimeMs: 8200 });
  });

  it('pages the inbox newest first and changes status', async () => {
    const repo = leadRepository(test.database.prisma);
    const older = await store(repo, lead({ email: 'old@example.com' }));
    // The next one must be newer: wait until the clock has moved past this one's time.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(older.createdAt.getTime()));
    const newer = await store(repo, lead({ email: 'new@example.com', source: 'contact' }));
    const page = await repo.findPage({}, { skip: 0, take: 2 });
    expect(page.leads.map((l) => l.id)).toEqual([newer.id, older.id]);
    const next = await repo.findPage({}, { skip: 1, take: 1 });
    expect(next.leads.map((l) => l.id)).toEqual([older.id]);
    const contacts = await repo.findPage({ source: 'contact' }, { skip: 0, take: 25 });
    expect(contacts.total).toBe(1);
    expect((await repo.setStatus(older.id, 'contacted')).status).toBe('contacted');
  });

  it('rejects a lead without the consent record', async () => {
    const repo = leadRepository(test.database.prisma);
    const withoutVersion: Partial<NewLead> = lead();
    delete withoutVersion.consentVersion;
    await expect(store(repo, withoutVersion as NewLead)).rejects.toThrow();
  });

  it('deletes expired leads, except clients', async () => {
    const repo = leadRepository(test.database.prisma);
    const old = await store(repo, lead({ email: 'expired@example.com' }));
    const client = await store(repo, lead({ email: 'client@example.com' }));
    await repo.setStatus(client.id, 'won');
    const future = new Date(Date.now() + 60_000);
    expect(await repo.deleteExpired(future)).toBeGreaterThanOrEqual(1);
    expect(await repo.findById(old.id)).toBeNull();
    expect(await repo.findById(client.id)).not.toBeNull();
  });

  it('keeps all of 200 leads stored in parallel', async () => {
    const repo = leadRepository(test.database.prisma);
    const leadRows = () => test.database.prisma.lead.count();
    const before = await leadRows();
    const stored = await Promise.all(
      Array.from({ length: 200 }, (_, i) => store(repo, lead({ email: `lead${i}@example.com` }))),
    );
    expect(new Set(stored.map((l) => l.id)).size).toBe(200);
    expect(await leadRows()).toBe(before + 200);
  }, 120_000);
});
