import { z } from 'zod';

/**
 * What the phone showed on its first screen, without scrolling, when the page had loaded: its
 * viewport, and the page's tap-to-call (`tel:`) and WhatsApp links, all and shown.
 */
export type FirstScreen = z.infer<typeof firstScreenSchema>;

const count = z.number().int().min(0).max(100_000);
const firstScreenSchema = z.object({
  width: z.number().int().min(1).max(10_000),
  height: z.number().int().min(1).max(10_000),
  tel: count,
  telShown: count,
  whatsapp: count,
  whatsappShown: count,
});

/** The runner's reading, checked (it comes from the page's own JavaScript world); else null. */
export function parseFirstScreen(value: unknown): FirstScreen | null {
  const parsed = firstScreenSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
