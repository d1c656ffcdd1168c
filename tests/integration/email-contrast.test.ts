import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '@/i18n/routing';
import type { CheckStatus } from '@/lib/analysis/checks/check-types';
import {
  composeAgencyLeadMail,
  composeGraderReportMail,
  composeVisitorConfirmationMail,
  type ComposedMail,
} from '@/lib/mail/compose';
import { leadFixture, resultFixture } from '@/tests/unit/mail/fixtures';

/**
 * Every e-mail in every language, rendered by Chromium in light and in dark mode (as Apple Mail,
 * iOS Mail and Outlook for Mac apply prefers-color-scheme): each piece of text must stand out
 * from the background actually painted behind it by at least 4.5:1 (WCAG AA for normal text).
 */
const executablePath =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

type Sample = { name: string; mail: () => Promise<ComposedMail> };

const inboxUrl = 'http://localhost:3000/admin/submissions?lead=1';
const samples: Sample[] = [
  ...locales.map((locale) => ({
    name: `confirmation ${locale}`,
    mail: () =>
      composeVisitorConfirmationMail({ name: 'Andreas', locale, reference: 'AS-7KQ2-M9XD' }),
  })),
  ...locales.flatMap((locale) =>
    (
      [
        ['poor', () => 'fail'],
        ['mixed', (index) => (['pass', 'partial', 'fail'] as const)[index % 3]!],
        ['excellent', () => 'pass'],
      ] satisfies [string, (index: number) => CheckStatus][]
    ).map(([band, status]) => ({
      name: `grader report ${locale} (${band})`,
      mail: () =>
        composeGraderReportMail({
          name: 'Andreas',
          locale,
          reportUrl: 'http://localhost:3000/website-grader/report/1',
          result: resultFixture(status),
        }),
    })),
  ),
  ...(
    [
      ['contact form', leadFixture()],
      ['home form, no phone', leadFixture({ source: 'lead_capture', phone: null, package: null })],
      ['suspected spam', leadFixture({ suspectedSpam: true, fillTimeMs: 400 })],
      ['grader lead', leadFixture({ source: 'website_grader', package: 'Website Grader' })],
    ] as const
  ).map(([kind, lead]) => ({
    name: `agency notice (${kind})`,
    mail: () => composeAgencyLeadMail({ lead, inboxUrl, pageUrl: 'http://localhost:3000/' }),
  })),
];

type LowContrast = { text: string; colour: string; background: string; ratio: number };

/** Runs in the page: every visible text node's contrast against what is painted behind it. */
function lowContrastText(minimum: number): LowContrast[] {
  type Rgba = [number, number, number, number];
  const parse = (css: string): Rgba => {
    const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
    return [r, g, b, css.startsWith('rgba') ? a : 1];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3];
    return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba;
  };
  const luminance = ([r, g, b]: Rgba) => {
    const linear = (c: number) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const dark = matchMedia('(prefers-color-scheme: dark)').matches;
  /** The colour painted behind `element`: its and its ancestors' backgrounds, composited. */
  const paintedBehind = (element: Element): Rgba => {
    const layers: Rgba[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const layer = parse(getComputedStyle(node).backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] === 1) break;
    }
    // The canvas when nothing paints: white, or Chromium's dark canvas for color-scheme dark.
    let colour: Rgba = dark ? [18, 18, 18, 1] : [255, 255, 255, 1];
    for (const layer of layers.reverse()) colour = over(layer, colour);
    return colour;
  };
  const found: LowContrast[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const element = node.parentElement;
    if (!text || !element) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const background = paintedBehind(element);
    const colour = over(parse(getComputedStyle(element).color), background);
    const [light, darker] = [luminance(colour), luminance(background)].sort((a, b) => b - a);
    const ratio = (light! + 0.05) / (darker! + 0.05);
    if (ratio < minimum) {
      found.push({
        text: text.slice(0, 40),
        colour: getComputedStyle(element).color,
        background: `rgb(${background.slice(0, 3).map(Math.round).join(', ')})`,
        ratio: Math.round(ratio * 100) / 100,
      });
    }
  }
  return found;
}

describe('e-mail contrast in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath });
  }, 60_000);
  afterAll(() => browser?.close());

  it.each(samples)('$name: every text at 4.5:1 or more, light and dark', async ({ mail }) => {
    const { html } = await mail();
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ colorScheme, viewport: { width: 640, height: 900 } });
      try {
        await page.setContent(html);
        const texts = await page.evaluate(() => document.body.innerText.trim().length);
        expect(texts).toBeGreaterThan(100);
        const low = await page.evaluate(lowContrastText, 4.5);
        expect(low, colorScheme).toEqual([]);
      } finally {
        await page.close();
      }
    }
  });
});
