/**
 * Bytes → text in the page's declared encoding (Content-Type charset, else <meta charset>,
 * else UTF-8). Older Turkish and Greek sites still use windows-1254 / iso-8859-7.
 */
export function decodeHtml(body: Buffer, contentType: string): string {
  const label = charsetOf(contentType) ?? metaCharset(body) ?? 'utf-8';
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

function charsetOf(contentType: string): string | null {
  return /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1] ?? null;
}

function metaCharset(body: Buffer): string | null {
  const head = body.subarray(0, 4096).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ?? null;
}

/** HTML by its Content-Type, or — when the server does not say — by its first bytes. */
export function looksLikeHtml(contentType: string, text: string): boolean {
  if (/html/i.test(contentType)) return true;
  if (contentType && !/^text\/plain/i.test(contentType)) return false;
  return /<(!doctype html|html|head|body)[\s>]/i.test(text.slice(0, 2048));
}
