import type { Page } from '@playwright/test';

/**
 * Form controls a visitor must find (text fields, selects, text areas) whose edge does not stand
 * out from what is around it: WCAG 1.4.11 asks 3:1 for the border, or for the control's own fill,
 * against the background it sits on. axe does not check non-text contrast. Colours are read as
 * painted (a canvas turns any CSS colour, oklch included, into sRGB).
 */
export async function faintControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = '#000';
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data;
      return { r, g, b, a: a / 255 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) =>
      [r, g, b]
        .map((v) => v / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const contrast = (a: string, b: string) => {
      const [x, y] = [luminance(rgba(a)), luminance(rgba(b))].sort((p, q) => q - p);
      return (x! + 0.05) / (y! + 0.05);
    };
    const backgroundBehind = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor;
        if (rgba(color).a > 0.5) return color;
      }
      return 'white';
    };
    const controls = document.querySelectorAll<HTMLElement>(
      'input:not([type=hidden],[type=checkbox],[type=radio],[type=submit],[type=button],[type=range],[type=color]), select, textarea',
    );
    const faint: string[] = [];
    for (const control of controls) {
      // Out of sight and out of the tab order (a bot trap) is not a control a visitor looks for.
      if (!control.checkVisibility() || control.closest('[aria-hidden="true"]')) continue;
      const style = getComputedStyle(control);
      const behind = backgroundBehind(control);
      const border =
        style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) > 0
          ? contrast(style.borderTopColor, behind)
          : 1;
      const fill =
        rgba(style.backgroundColor).a > 0.5 ? contrast(style.backgroundColor, behind) : 1;
      if (Math.max(border, fill) < 3)
        faint.push(
          `${control.tagName.toLowerCase()}[name=${control.getAttribute('name') ?? '?'}]: ` +
            `${Math.max(border, fill).toFixed(2)}:1`,
        );
    }
    return faint;
  });
}
