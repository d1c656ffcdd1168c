import { measurementRepository } from '@/lib/analysis/measurements/measurement-repository';
import { db } from '@/lib/db/client';

export const dynamic = 'force-dynamic';

const file = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(jpg|png|webp)$/;

/**
 * A screenshot of a browser measurement (/grader-shots/<id>.jpg). An image never changes once
 * stored, so browsers and CDNs keep it a year; reports link to it instead of repeating it in
 * their HTML.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const id = file.exec((await params).file)?.[1];
  const image = id ? await measurementRepository(await db()).image(id) : null;
  if (!image) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'private, no-store' },
    });
  }
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      'Content-Type': image.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Robots-Tag': 'noindex',
    },
  });
}
