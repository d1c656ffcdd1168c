import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxWhere, parseInboxQuery } from '@/lib/leads/inbox-query';
import { leadRepository, type Lead } from '@/lib/leads/lead-repository';
import { newLeadReference } from '@/lib/leads/reference';
import { engines, freshDatabase, type TestDatabase } from './databases';

describe.each(engines)('leads inbox queries on %s', (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await freshDatabase(engine);
    const base = { message: 'Hi', locale: 'en', consentGiven: true, consentVersion: 'v1' };
    const rows = [
      { name: 'Ayşe Yılmaz', email: 'ayse@girne.example', company: 'Girne Oto', source: 'contact' },
      {
        name: 'Νίκος Παπαδόπουλος',
        email: 'nikos@lemesos.example',
        company: 'Λεμεσός Motors',
        source: 'lead_capture',
      },
      {
        name: 'Spam Bot',
        email: 'bot@x.example',
        company: 'Bots',
        source: 'contact',
        suspectedSpam: true,
      },
    ] as const;
    for (const [i, row] of rows.entries()) {
      await test.database.prisma.lead.create({
        data: {
          ...base,
          ...row,
          reference: newLeadReference(),
          createdAt: new Date(Date.UTC(2030, 0, 1, 10, i)),
        },
      });
    }
  }, 60_000);
  afterAll(() => test?.dispose());

  const find = (params: Record<string, string>, skip = 0, take = 25) =>
    leadRepository(test.database.prisma).findPage(inboxWhere(parseInboxQuery(params)), {
      skip,
      take,
    });
  const names = async (params: Record<string, string>) =>
    (await find(params)).leads.map((lead) => lead.name);

  it('searches name, email and company without regard to case, in any script', async () => {
    expect(await names({ q: 'GIRNE' })).toEqual(['Ayşe Yılmaz']);
    expect(await names({ q: 'λεμεσός' })).toEqual(['Νίκος Παπαδόπουλος']);
    expect(await names({ q: 'lemesos.example' })).toEqual(['Νίκος Παπαδόπουλος']);
    expect(await names({ q: '100%' })).toEqual([]);
    // Wildcards are searched for as text: without escaping, `_` and `%` match every lead.
    expect(await names({ q: '_' })).toEqual([]);
    expect(await names({ q: '%' })).toEqual([]);
    expect(await names({ q: 'girne_oto' })).toEqual([]);
  });

  it('finds a lead by the reference its confirmation quotes, however it is typed', async () => {
    const [lead] = (await find({ q: 'Ayşe' })).leads;
    for (const typed of [
      lead!.reference,
      lead!.reference.toLowerCase(),
      lead!.reference.slice(3),
    ]) {
      expect(await names({ q: typed }), typed).toEqual(['Ayşe Yılmaz']);
    }
    expect(await names({ q: lead!.reference.replace(/-/g, ' ') })).toEqual(['Ayşe Yılmaz']);
    expect(await names({ q: 'AS-0000-0000' })).toEqual([]);
  });

  it('filters by source and spam, newest first, and counts the matches', async () => {
    expect(await names({ source: 'contact' })).toEqual(['Spam Bot', 'Ayşe Yılmaz']);
    expect(await names({ spam: 'hide' })).toEqual(['Νίκος Παπαδόπουλος', 'Ayşe Yılmaz']);
    expect(await names({ spam: 'only' })).toEqual(['Spam Bot']);
    const page = await find({}, 1, 1);
    expect(page.total).toBe(3);
    expect(page.leads.map((lead) => lead.name)).toEqual(['Νίκος Παπαδόπουλος']);
  });

  it('erases a lead for good', async () => {
    const repository = leadRepository(test.database.prisma);
    const [spam] = (await find({ spam: 'only' })).leads;
    expect(await repository.remove(spam!.id)).toBe(true);
    expect(await repository.remove(spam!.id)).toBe(false);
    expect(await repository.findById(spam!.id)).toBeNull();
  });

  it('exports in batches that neither repeat nor skip a lead when one arrives or goes meanwhile', async () => {
    const repository = leadRepository(test.database.prisma);
    const base = { message: 'Hi', locale: 'en', consentGiven: true, consentVersion: 'v1' } as const;
    const sameTime = new Date(Date.UTC(2020, 0, 2));
    const created = [];
    for (const name of ['Batch One', 'Batch Two', 'Batch Three']) {
      created.push(
        await test.database.prisma.lead.create({
          data: {
            ...base,
            reference: newLeadReference(),
            name,
            email: 'b@batch.example',
            company: 'Batch Motors',
            source: 'contact',
            createdAt: sameTime,
          },
        }),
      );
    }
    const [three, two, one] = created.sort((a, b) => (a.id < b.id ? 1 : -1));
    const where = inboxWhere(parseInboxQuery({ q: 'batch motors' }));
    const batch = (after?: Lead) => repository.findBatch(where, { after, take: 1 });
    expect(await batch()).toEqual([three]);
    // A newer lead arrives: it does not push the exported one into the next batch.
    await test.database.prisma.lead.create({
      data: {
        ...base,
        reference: newLeadReference(),
        name: 'Batch Late',
        email: 'late@batch.example',
        company: 'Batch Motors',
        source: 'contact',
      },
    });
    expect(await batch(three)).toEqual([two]);
    // Exported leads are erased: the next batch does not skip the one after them.
    await repository.remove(three!.id);
    await repository.remove(two!.id);
    expect(await batch(two)).toEqual([one]);
    expect(await batch(one)).toEqual([]);
  });
});
