import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
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
 * Every e-mail, in every language, rendered by Chromium in light, dark (as Apple Mail, iOS Mail
 * and Outlook for Mac apply prefers-color-scheme) and forced dark (as mail apps that darken
 * e-mails on their own): each piece of text must stand out from the background actually painted
 * behind it by at least 4.5:1 (WCAG AA for normal text).
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
  // The grader report's colours follow its band and its checks' statuses, not its language:
  // each band in one language (every language once), rather than every band in each.
  ...(
    [
      ['poor', () => 'fail'],
      ['mixed', (index) => (['pass', 'partial', 'fail'] as const)[index % 3]!],
      ['excellent', () => 'pass'],
    ] satisfies [string, (index: number) => CheckStatus][]
  ).map(([band, status], index) => {
    const locale = locales[index % locales.length]!;
    return {
      name: `grader report ${locale} (${band})`,
      mail: () =>
        composeGraderReportMail({
          name: 'Andreas',
          locale,
          reportUrl: 'http://localhost:3000/website-grader/report/1',
          result: resultFixture(status),
        }),
    };
  }),
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

type Mode = { name: string; colorScheme: 'light' | 'dark'; forcedDark: boolean };

/**
 * Light and dark as the e-mail asks for them (prefers-color-scheme), and forced dark: Chromium's
 * own darkening, which Android mail apps on WebView switch on. It recolours what is painted
 * without telling the page: prefers-color-scheme stays light and the dark-mode CSS never runs.
 * (Chromium leaves a page that offers dark alone for a reader who prefers dark: that is `dark`.)
 */
const modes: Mode[] = [
  { name: 'light', colorScheme: 'light', forcedDark: false },
  { name: 'dark', colorScheme: 'dark', forcedDark: false },
  { name: 'forced dark', colorScheme: 'light', forcedDark: true },
];

/** An element's own text and its line boxes, in page coordinates: [x, y, width, height]. */
type TextRun = { text: string; boxes: [number, number, number, number][] };

/**
 * Runs in the page: every element's visible text and where it is painted. The text nodes of one
 * element share its colour and background, so they are measured together: a lone "·" between
 * two words covers no whole pixel, and alone would read as fainter than it is.
 */
function visibleTextRuns(): TextRun[] {
  const runs = new Map<Element, TextRun>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const element = node.parentElement;
    if (!text || !element) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const boxes = [...range.getClientRects()]
      .filter((box) => box.width > 0 && box.height > 0)
      .map((box): TextRun['boxes'][number] => [
        box.left + scrollX,
        box.top + scrollY,
        box.width,
        box.height,
      ]);
    if (boxes.length === 0) continue;
    const run = runs.get(element) ?? { text: '', boxes: [] };
    run.text = `${run.text} ${text}`.trim().slice(0, 40);
    run.boxes.push(...boxes);
    runs.set(element, run);
  }
  return [...runs.values()];
}

type LowContrast = { text: string; colour: string; background: string; ratio: number };

/**
 * Runs in the page: every visible text node's contrast against the backgrounds behind it, from
 * the computed styles (what light and dark mode paint, exactly and at a fraction of the cost of
 * reading pixels).
 */
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

/**
 * Runs in a page of its own: each text's contrast, read from two screenshots of the e-mail, one
 * as painted and one with every glyph transparent (what is painted behind the text). Forced
 * dark recolours at paint time and leaves computed styles as they were, so only pixels show
 * what a reader sees. Each pixel of a text's boxes is compared with the same pixel behind it;
 * antialiased edges only blend towards the background, so the highest ratio is the text's own
 * colour (a text painted in its background's colour finds none above 1:1).
 */
async function lowContrastRuns({
  painted,
  behind,
  runs,
  minimum,
}: {
  painted: string;
  behind: string;
  runs: TextRun[];
  minimum: number;
}): Promise<LowContrast[]> {
  const decode = async (png: string) => {
    const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }), {
      colorSpaceConversion: 'none',
      premultiplyAlpha: 'none',
    });
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, bitmap.width, bitmap.height);
  };
  const [front, back] = await Promise.all([decode(painted), decode(behind)]);
  const linear = Array.from({ length: 256 }, (_, c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  const luminance = (data: Uint8ClampedArray, i: number) =>
    0.2126 * linear[data[i]!]! + 0.7152 * linear[data[i + 1]!]! + 0.0722 * linear[data[i + 2]!]!;
  const rgb = (data: Uint8ClampedArray, i: number) =>
    `rgb(${data[i]}, ${data[i + 1]}, ${data[i + 2]})`;
  const found: LowContrast[] = [];
  for (const run of runs) {
    let best = { ratio: 0, at: 0 };
    for (const [x, y, width, height] of run.boxes) {
      const [left, top] = [Math.max(0, Math.floor(x)), Math.max(0, Math.floor(y))];
      const right = Math.min(front.width, Math.ceil(x + width));
      const bottom = Math.min(front.height, Math.ceil(y + height));
      for (let row = top; row < bottom; row++) {
        for (let column = left; column < right; column++) {
          const i = (row * front.width + column) * 4;
          const [a, b] = [luminance(front.data, i), luminance(back.data, i)];
          const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
          if (ratio > best.ratio) best = { ratio, at: i };
        }
      }
    }
    if (best.ratio < minimum) {
      found.push({
        text: run.text,
        colour: rgb(front.data, best.at),
        background: rgb(back.data, best.at),
        ratio: Math.round(best.ratio * 100) / 100,
      });
    }
  }
  return found;
}

describe('e-mail contrast in Chromium', () => {
  let browser: Browser;
  let analyser: Page;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath });
    analyser = await browser.newPage();
  }, 60_000);
  afterAll(() => browser?.close());

  /** The texts of `html` under 4.5:1 as Chromium paints them in `mode`. */
  async function lowContrastIn(html: string, mode: Mode): Promise<LowContrast[]> {
    const page = await browser.newPage({
      colorScheme: mode.colorScheme,
      viewport: { width: 640, height: 900 },
    });
    try {
      if (mode.forcedDark) {
        const session = await page.context().newCDPSession(page);
        await session.send('Emulation.setAutoDarkModeOverride', { enabled: true });
      }
      await page.setContent(html);
      const texts = await page.evaluate(() => document.body.innerText.trim().length);
      expect(texts).toBeGreaterThan(100);
      // Light and dark paint what the styles say; only forced dark needs the pixels read.
      if (!mode.forcedDark) return await page.evaluate(lowContrastText, 4.5);
      const runs = await page.evaluate(visibleTextRuns);
      const painted = (await page.screenshot({ fullPage: true })).toString('base64');
      // Glyphs filled with nothing leave the layout, the backgrounds and forced dark's choices
      // for them as they were.
      await page.addStyleTag({ content: '* { -webkit-text-fill-color: transparent !important; }' });
      const behind = (await page.screenshot({ fullPage: true })).toString('base64');
      return await analyser.evaluate(lowContrastRuns, { painted, behind, runs, minimum: 4.5 });
    } finally {
      await page.close();
    }
  }

  it.each(samples)(
    '$name: every text at 4.5:1 or more, light, dark and forced dark',
    async ({ mail }) => {
      const { html } = await mail();
      // The three modes at once, each in a page of its own; a failure lists each mode's texts.
      const found = await Promise.all(
        modes.map(async (mode) => [mode.name, await lowContrastIn(html, mode)] as const),
      );
      expect(Object.fromEntries(found)).toEqual(
        Object.fromEntries(modes.map((mode) => [mode.name, []])),
      );
    },
  );
});
