import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckCircle2, Search, Star } from '@/components/ui/icons';

describe('icons', () => {
  it('draws Lucide’s shapes as plain SVG (one path: icon-path.ts), sized, styled by the .lucide class', () => {
    const html = renderToStaticMarkup(<CheckCircle2 className="size-5 text-success" />);
    expect(html).toBe(
      '<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" ' +
        'class="lucide lucide-circle-check size-5 text-success">' +
        '<path d="M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0ZM16 9l-5.5 5.5L8 12"></path></svg>',
    );
  });

  it('hides an unnamed icon from assistive technology and announces a named one', () => {
    expect(renderToStaticMarkup(<Star />)).toContain('aria-hidden="true"');
    const named = renderToStaticMarkup(<Search aria-label="Search" role="img" size={16} />);
    expect(named).not.toContain('aria-hidden');
    expect(named).toContain('aria-label="Search"');
    expect(named).toContain('width="16"');
  });
});
