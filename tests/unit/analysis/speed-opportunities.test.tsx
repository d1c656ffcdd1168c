import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { storedLighthouseResult as stored } from '@/tests/fixtures/lighthouse/stored';
import { opportunityTexts, SpeedOpportunities } from '@/components/grader/SpeedOpportunities';
import { extractRun, pointsWonBack, type LighthouseResult } from '@/lib/analysis/browser/extract';
import { measurementFormat } from '@/lib/analysis/browser/measurement-format';
import { metricScore } from '@/lib/analysis/browser/vitals';
import el from '@/messages/el.json';

/**
 * The fixes a phone measurement advises, read from Lighthouse 13.5's own results: the fixture
 * dealer sites (tests/fixtures/browser-sites) measured by the Lighthouse CLI on this machine
 * (benchmarkIndex 1,046 and 1,494), trimmed to the audits and without the screenshots.
 */
const fixesOf = (lhr: LighthouseResult) => extractRun(lhr)!.result.opportunities;

/** The fixes' texts in Greek, as the report page (PhoneResult.tsx) words them. */
const t = createTranslator({ locale: 'el', messages: el, namespace: 'GraderBrowser' });
const format = measurementFormat('el', (key, values) => t(key as never, values as never));
const texts = opportunityTexts(t);
const render = (lhr: LighthouseResult) =>
  renderToStaticMarkup(
    <SpeedOpportunities opportunities={fixesOf(lhr)} format={format} texts={texts} />,
  );

describe('the fixes of a phone measurement', () => {
  it('names the layout shift, with its figure, above fixes that win back fewer points', () => {
    // Heavy Motors: a script in the head that holds back the first paint (11.8 s) and keeps the
    // phone busy (4.2 s of blocking time), and a cookie banner that pushes the page down after
    // 1.5 s (CLS 0.267, poor). Lighthouse 13.5 puts the shift's saving in `layout-shifts` and
    // leaves `cls-culprits-insight` at 0: read from the latter, the jump came last, without its
    // figure.
    const fixes = fixesOf(stored('heavy'));
    expect(fixes.map((fix) => fix.id)).toEqual([
      'mainThread',
      'layoutShifts',
      'renderBlocking',
      'caching',
      'imageSize',
    ]);
    expect(fixes[1]).toMatchObject({
      id: 'layoutShifts',
      cls: 0.267,
      culprits: [
        {
          selector: 'body > main',
          label: 'Summer offers on every SUV Welcome to Heavy Motors.',
          shift: 0.267,
        },
      ],
    });
    expect(fixes[0]).toMatchObject({ id: 'mainThread', savingsMs: 4150 });
  });

  it('shows the dealer what moved and by how much, in their language', () => {
    const html = renderToStaticMarkup(
      <SpeedOpportunities opportunities={fixesOf(stored('heavy'))} format={format} texts={texts} />,
    );
    const { layoutShifts, renderBlocking } = el.GraderBrowser.opportunities;
    // The second fix, up to the third.
    const shiftItem = html.slice(
      html.indexOf(layoutShifts.title),
      html.indexOf(renderBlocking.title),
    );
    expect(shiftItem).not.toBe('');
    expect(shiftItem).toContain('κατά 0,27');
    expect(shiftItem).toContain(`${el.GraderBrowser.moved}</p>`);
    expect(shiftItem).toContain('<code');
    expect(shiftItem).toContain('body &gt; main</code> <span>Summer offers on every SUV');
    expect(shiftItem).toContain('(0,27)');
  });

  it('names the third parties behind the blocking time first, and the stylesheet that blocks', () => {
    // Tag Motors: four tags from two other companies' hosts, async, about 85 ms of work each on
    // our CPU (1.2 s of blocking time at the phone's 4× slowdown; Lighthouse 13.5 reports
    // `third-parties-insight` as informative, with no savings), and one small stylesheet in the
    // head, the only file that holds back the first paint.
    const run = extractRun(stored('tags'))!.result;
    expect(run.thirdParties).toEqual([
      { name: 'adnet.test', host: 'tags.adnet.test', mainThreadMs: 259, bytes: 843 },
      { name: 'chatvendor.test', host: 'widget.chatvendor.test', mainThreadMs: 85, bytes: 281 },
    ]);
    const fixes = run.opportunities;
    expect(fixes.map((fix) => fix.id)).toEqual(['thirdParties', 'renderBlocking']);
    // 3 × (4 × ~86 − 50) + (4 × 85 − 50) ms, within the page's 1,200 ms of blocking time.
    expect(fixes[0]!.savingsMs).toBeGreaterThan(1000);
    expect(fixes[0]!.savingsMs).toBeLessThanOrEqual(run.values.tbt);
    expect(fixes[1]).toMatchObject({
      blockingFiles: [
        { url: 'http://tags.dealer.test/site.css', type: 'stylesheet', bytes: 238, wastedMs: 159 },
      ],
    });
    // No "scripts keep the phone busy" on a page whose work is all other companies' tags…
    expect(fixes.map((fix) => fix.id)).not.toContain('mainThread');
    // …and the advice speaks of stylesheets, not of loading scripts with defer.
    const html = render(stored('tags'));
    const { renderBlocking, thirdParties } = el.GraderBrowser.opportunities;
    expect(html).toContain(renderBlocking.textStylesheets);
    expect(html).not.toContain(renderBlocking.text);
    expect(html).not.toContain('defer');
    expect(html.indexOf(thirdParties.title)).toBeLessThan(html.indexOf(renderBlocking.title));
    expect(html).toContain('adnet.test</span> <code');
    expect(html).toContain('tags.adnet.test</code>');
    expect(html).toContain(
      '<code class="rounded bg-slate-100 px-1 font-mono text-xs break-all text-navy-900">http://tags.dealer.test/site.css</code> <span>(φύλλο στυλ',
    );
  });

  it('on a page that jumps, ranks the jump first and names what moved and the unsized images', () => {
    // Jumpy Motors: two photos without a width and height arrive late and push the text under
    // them down, then a banner pushes everything down (CLS 0.27); no script work to speak of.
    const fixes = fixesOf(stored('jumpy'));
    expect(fixes[0]).toMatchObject({
      id: 'layoutShifts',
      cls: 0.266,
      unsizedImages: ['http://jumpy.dealer.test/car-1.png', 'http://jumpy.dealer.test/car-2.png'],
    });
    expect(fixes[0]!.culprits?.[0]).toMatchObject({ selector: 'body > main' });
    expect(fixes.map((fix) => fix.id)).not.toContain('mainThread');
    const html = render(stored('jumpy'));
    expect(html).toContain(`${el.GraderBrowser.unsized}</p>`);
    expect(html).toContain('http://jumpy.dealer.test/car-2.png</code>');
  });

  it('speaks of scripts where a script blocks', () => {
    const html = render(stored('heavy'));
    expect(html).toContain(el.GraderBrowser.opportunities.renderBlocking.textScripts);
    expect(html).toContain('http://heavy.dealer.test/app.js</code> <span>(script');
  });

  it('advises nothing on a page that costs nothing', () => {
    expect(extractRun(stored('light'))!.result).toMatchObject({ score: 100, opportunities: [] });
  });

  it('leaves out a failing audit whose saving the run did not measure', () => {
    const lhr = stored('light');
    const idle = {
      ...lhr,
      audits: {
        ...lhr.audits,
        // "Reduce JavaScript execution time" failing on a page whose blocking time is 15 ms…
        'bootup-time': { score: 0, scoreDisplayMode: 'metricSavings', metricSavings: { TBT: 0 } },
        // …and a page without a viewport tag, which costs taps, not milliseconds.
        'viewport-insight': { score: 0, scoreDisplayMode: 'metricSavings', metricSavings: {} },
      },
    };
    expect(fixesOf(idle).map((fix) => fix.id)).toEqual(['viewport']);
  });

  it('counts what a fix wins back on the Speed score’s own curves', () => {
    const values = { fcp: 1000, lcp: 2000, tbt: 0, cls: 0.267, si: 1000 };
    expect(pointsWonBack(values, { CLS: 0.267 })).toBeCloseTo(
      25 * (1 - metricScore('cls', 0.267)),
      6,
    );
    // Already good: nothing to win back, whatever the saving.
    expect(pointsWonBack(values, { TBT: 500 })).toBe(0);
    expect(pointsWonBack({ ...values, tbt: 4200 }, { TBT: 4000 })).toBeGreaterThan(25);
  });
});
