import { describe, expect, it } from 'vitest';
import { spaContent, spaPage } from '@/tests/fixtures/browser-sites/pages';
import { allChecks, type CheckResult } from '@/lib/analysis/checks/all-checks';
import { readRenderedPage, wordCount } from '@/lib/analysis/checks/rendered-page';
import { checksAsSeen } from '@/lib/analysis/checks-as-seen';
import { pageFacts } from '@/lib/analysis/html/page-facts';
import { analysisTextsFor } from '@/lib/analysis/present';
import { categoryScore } from '@/lib/analysis/scoring';
import el from '@/messages/el.json';
import en from '@/messages/en.json';

/**
 * A site built by JavaScript (tests/fixtures/browser-sites, spa.dealer.test): its HTML is an
 * empty shell, and the page the phone renders has a menu, a heading, stock, a contact form,
 * phone, WhatsApp, chat and calls to action. The report judges the content checks on what the
 * phone rendered, and names the empty HTML as a finding of its own.
 */
const url = new URL('http://spa.dealer.test/');
const rendered = spaPage.replace('<div id="root"></div>', `<div id="root">${spaContent}</div>`);

/** The content checks as the HTML download's analysis reports them (weights included). */
function htmlChecks(html: string): CheckResult[] {
  const weights = new Map(allChecks.map((check) => [check.id, check]));
  return readRenderedPage(html, url).checks.map((check) => ({
    ...check,
    category: weights.get(check.id)!.category,
    weight: weights.get(check.id)!.weight,
  }));
}

describe('checks on the page the phone rendered', () => {
  it('finds in the rendered page everything the empty HTML lacks', () => {
    const shell = readRenderedPage(spaPage, url);
    const page = readRenderedPage(rendered, url);
    const status = (reading: typeof page) =>
      Object.fromEntries(reading.checks.map((check) => [check.id, check.status]));
    expect(status(shell)).toMatchObject({
      contactForm: 'fail',
      phoneLink: 'fail',
      whatsapp: 'fail',
      chatWidget: 'fail',
      callToAction: 'fail',
      navigation: 'fail',
      inventory: 'fail',
    });
    expect(status(page)).toMatchObject({
      contactForm: 'pass',
      phoneLink: 'pass',
      whatsapp: 'pass',
      chatWidget: 'pass',
      callToAction: 'pass',
      inventory: 'pass',
      singleH1: 'pass',
    });
    expect(page.words).toBeGreaterThan(60);
    expect(shell.words).toBe(wordCount(pageFacts(spaPage).text));
  });

  it('reports no check missing that the phone saw, and names the empty HTML with its cost', () => {
    const before = htmlChecks(spaPage);
    const { checks, scriptOnly } = checksAsSeen(
      before,
      readRenderedPage(rendered, url),
      readRenderedPage(spaPage, url).words,
    );
    const byId = Object.fromEntries(checks.map((check) => [check.id, check]));
    expect(byId.phoneLink).toMatchObject({ status: 'pass', seen: 'rendered' });
    expect(byId.contactForm).toMatchObject({ status: 'pass', seen: 'rendered' });
    expect(byId.phoneLink!.evidence).toMatchObject({ number: '+35799123456' });
    expect(scriptOnly).toMatchObject({ empty: true, renderedWords: expect.any(Number) });
    expect(scriptOnly!.checks).toEqual(
      expect.arrayContaining(['contactForm', 'phoneLink', 'whatsapp', 'chatWidget']),
    );
    expect(scriptOnly!.points).toBeGreaterThan(30);
    expect(categoryScore(checks, 'leadGeneration')).toBeGreaterThan(
      categoryScore(before, 'leadGeneration'),
    );

    const texts = analysisTextsFor('en', en).scriptOnly(scriptOnly!);
    expect(texts.title).toBe('Your page is empty until JavaScript runs');
    expect(texts.text).toContain(`holds ${scriptOnly!.htmlWords} words`);
    expect(texts.text).toContain('Only after JavaScript: One main heading (h1), ');
    expect(texts.text).toContain('Tap-to-call link');
    const greek = analysisTextsFor('el', el).scriptOnly(scriptOnly!);
    expect(greek.title).toBe(el.Analysis.scriptOnly.titleEmpty);
    expect(greek.text).not.toMatch(/[{}]/);
  });

  it('changes nothing for a page whose HTML already holds what the phone showed', () => {
    const { checks, scriptOnly } = checksAsSeen(
      htmlChecks(rendered),
      readRenderedPage(rendered, url),
      readRenderedPage(rendered, url).words,
    );
    expect(scriptOnly).toBeNull();
    expect(checks.every((check) => check.seen === 'html')).toBe(true);
  });

  it('judges on the HTML alone before the phone has rendered the page', () => {
    const before = htmlChecks(spaPage);
    const { checks, scriptOnly } = checksAsSeen(before, undefined, 2);
    expect(scriptOnly).toBeNull();
    expect(checks.map(({ seen, ...check }) => [seen, check])).toEqual(
      before.map((check) => ['html', check]),
    );
  });
});
