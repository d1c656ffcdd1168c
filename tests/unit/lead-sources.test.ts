import { describe, expect, it } from 'vitest';
import { LeadSource } from '@/lib/db/generated/enums';
import { planFollowUps } from '@/lib/follow-ups/plan';
import { leadCsvHeader, leadCsvRow } from '@/lib/leads/csv';
import { parseInboxQuery, inboxWhere } from '@/lib/leads/inbox-query';
import { leadSourceTable, leadSources, type AskedFact } from '@/lib/leads/sources';
import { leadFacts } from '@/lib/mail/lead-facts';
import { sourceLabel } from '@/components/admin/inbox-labels';
import * as actions from '@/lib/leads/lead-form-actions';
import { leadFixture } from './mail/fixtures';

const languages = ['en', 'tr', 'el'] as const;
const messages = Object.fromEntries(
  await Promise.all(
    languages.map(async (l) => [l, (await import(`@/messages/${l}.json`)).default] as const),
  ),
) as Record<(typeof languages)[number], Record<string, Record<string, unknown>>>;

/** The form's own texts: LeadForms.<form>, or the grader's full-report panel. */
function formTexts(language: (typeof languages)[number], form: string) {
  const own = messages[language].LeadForms?.[form];
  const texts =
    own ?? (form === 'fullReport' ? messages[language].WebsiteGrader?.fullReport : null);
  return texts as Record<string, string> | null | undefined;
}

const factLabels: Record<AskedFact, string> = {
  phone: 'Phone',
  message: 'Message',
  package: 'Package',
  cars: 'Cars in stock',
  budget: 'Budget',
  report: 'Report',
};

describe('the table of lead sources', () => {
  it('has one row for every source the database stores, and no other', () => {
    expect([...leadSources].sort()).toEqual(Object.values(LeadSource).sort());
  });

  describe.each(leadSources)('the source %s', (source) => {
    const row = leadSourceTable[source];

    it('has every part: a form with its action and its texts in three languages, names, a visitor e-mail', () => {
      expect(row.label.trim()).not.toBe('');
      expect(row.mailName.trim()).not.toBe('');
      const actionName = Object.keys(actions).find((name) =>
        name.toLowerCase().includes(row.form.toLowerCase()),
      );
      expect(
        actionName,
        `a server action for ${row.form} in lib/leads/lead-form-actions.ts`,
      ).toBeDefined();
      for (const language of languages) {
        const texts = formTexts(language, row.form);
        expect(texts?.submit, `${language}: the ${row.form} form's submit text`).toBeTruthy();
        expect(texts?.successTitle, `${language}: its success title`).toBeTruthy();
      }
    });

    it('is named by the table in the inbox, its filter and the CSV', () => {
      expect(sourceLabel(source)).toBe(row.label);
      expect(inboxWhere(parseInboxQuery({ source })).source).toBe(source);
      const header = leadCsvHeader.trim().split(',');
      const cells = leadCsvRow(leadFixture({ source })).trim().split(',');
      expect(cells[header.indexOf('form')]).toBe(row.label);
    });

    it('gives the agency e-mail its name and exactly the facts its form asks for', () => {
      const facts = leadFacts(leadFixture({ source }), null);
      expect(facts.find((f) => f.label === 'Form')?.value).toBe(row.mailName);
      const asked = (row.asks as readonly AskedFact[]).filter((f) => f !== 'message');
      for (const fact of Object.keys(factLabels) as AskedFact[]) {
        if (fact === 'message') continue; // the message leads the e-mail, outside the facts
        expect(
          facts.some((f) => f.label === factLabels[fact]),
          `${source}: ${fact}`,
        ).toBe(asked.includes(fact));
      }
    });

    it('sends the visitor the e-mail the table names', () => {
      const planned = planFollowUps(
        { source, email: 'ana@example.com', suspectedSpam: false },
        { notifyTo: ['team@example.com'], reportId: 'r1' },
      );
      expect(planned.map((p) => p.kind)).toEqual(['agency_email', row.visitorEmail]);
    });
  });
});
