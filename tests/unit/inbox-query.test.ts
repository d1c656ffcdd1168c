import { describe, expect, it } from 'vitest';
import { LeadSource } from '@/lib/db/generated/enums';
import { inboxSearch, inboxWhere, parseInboxQuery } from '@/lib/leads/inbox-query';

describe('inbox query', () => {
  it('reads filters from the URL and ignores values it does not know', () => {
    expect(parseInboxQuery({})).toEqual({ spam: 'all', page: 1 });
    expect(
      parseInboxQuery({
        q: '  Nicosia ',
        status: 'won',
        source: 'contact',
        spam: 'only',
        page: '3',
      }),
    ).toEqual({ q: 'Nicosia', status: 'won', source: 'contact', spam: 'only', page: 3 });
    expect(parseInboxQuery({ status: 'deleted', source: 'x', spam: 'maybe', page: '-2' })).toEqual({
      spam: 'all',
      page: 1,
    });
    expect(parseInboxQuery({ q: ['first', 'second'], page: 'abc' })).toEqual({
      q: 'first',
      spam: 'all',
      page: 1,
    });
  });

  it('filters and links every lead source, and one lead by id (the link in the agency e-mail)', () => {
    for (const source of Object.values(LeadSource)) {
      expect(parseInboxQuery({ source }).source).toBe(source);
    }
    const id = '01a20908-1950-73e1-832a-c9de19f3d64c';
    const query = parseInboxQuery({ lead: id, source: 'website_grader' });
    expect(inboxWhere(query)).toEqual({ id, source: 'website_grader' });
    expect(inboxSearch(query)).toBe(`?lead=${id}&source=website_grader`);
    expect(parseInboxQuery({ lead: 'not-an-id' }).lead).toBeUndefined();
  });

  it('turns them into one database condition', () => {
    expect(inboxWhere(parseInboxQuery({}))).toEqual({});
    expect(inboxWhere(parseInboxQuery({ q: 'kyr', status: 'new', spam: 'hide' }))).toEqual({
      OR: [
        { name: { contains: 'kyr', mode: 'insensitive' } },
        { email: { contains: 'kyr', mode: 'insensitive' } },
        { company: { contains: 'kyr', mode: 'insensitive' } },
      ],
      status: 'new',
      suspectedSpam: false,
    });
  });

  it('searches for LIKE wildcards literally', () => {
    const where = inboxWhere(parseInboxQuery({ q: '50%_off\\x' }));
    expect(where.OR?.[0]).toEqual({ name: { contains: '50\\%\\_off\\\\x', mode: 'insensitive' } });
  });

  it('writes links that keep the filters and leave out defaults', () => {
    const query = parseInboxQuery({ q: 'a b', status: 'lost', page: '2' });
    expect(inboxSearch(query)).toBe('?q=a+b&status=lost&page=2');
    expect(inboxSearch(query, { page: 1 })).toBe('?q=a+b&status=lost');
    expect(inboxSearch(parseInboxQuery({}))).toBe('');
  });
});
