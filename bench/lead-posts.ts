// The home page's quote form, submitted the two ways browsers do, for the load scripts
// (lead-submissions.ts, memory-soak.ts): with JavaScript (React's fetch of the server
// action) and without (the browser's own multipart POST of the form to the page).

export type HomeForm = {
  base: string;
  /** The form's server action id. */
  actionId: string;
  /** The hidden fields React renders for a form posted without JavaScript. */
  noJsFields: Record<string, string>;
};

export type LeadAnswer = { ok: boolean; status: number; ms: number };

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Reads the home page's form: its action id and the hidden fields of its no-JS post. */
export async function homeForm(base: string): Promise<HomeForm> {
  const html = await (await fetch(`${base}/`)).text();
  const form = /<form[^>]*aria-label="Free quote request"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
  const noJsFields: Record<string, string> = {};
  for (const [, name, value] of form.matchAll(
    /<input type="hidden" name="(\$ACTION_[^"]+)"(?: value="([^"]*)")?/g,
  )) {
    noJsFields[name!] = decode(value ?? '');
  }
  const actionId = /"id":"([0-9a-f]+)"/.exec(noJsFields['$ACTION_1:0'] ?? '')?.[1];
  if (!actionId) throw new Error(`no server action found on ${base}/`);
  return { base, actionId, noJsFields };
}

function visitorFields(n: number, tag: string): Record<string, string> {
  return {
    locale: 'en',
    pagePath: '/',
    fillMs: '8000',
    website: '',
    name: `Load Visitor ${n}`,
    email: `load.${tag}.${n}@example.com`,
    phone: '+357 99 000 000',
    company: 'Load Test Motors',
    message: `Load test submission ${tag}`,
    consent: 'yes',
  };
}

/** With JavaScript: React's encoding of a form action's (previousState, formData). */
export async function submitWithJs(form: HomeForm, n: number, tag: string): Promise<LeadAnswer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(visitorFields(n, tag)))
    body.append(`_1_${name}`, value);
  body.append('0', JSON.stringify([{ version: 0, status: 'idle' }, '$K1']));
  const started = performance.now();
  const response = await fetch(`${form.base}/`, {
    method: 'POST',
    headers: { 'next-action': form.actionId, accept: 'text/x-component' },
    body,
  });
  const text = await response.text();
  const ms = performance.now() - started;
  return { ok: response.ok && text.includes('"status":"success"'), status: response.status, ms };
}

/** Without JavaScript: the browser posts the form to the page and gets the page back. */
export async function submitWithoutJs(
  form: HomeForm,
  n: number,
  tag: string,
  successTitle = 'Thank You',
): Promise<LeadAnswer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.noJsFields)) body.append(name, value);
  for (const [name, value] of Object.entries(visitorFields(n, tag))) body.append(name, value);
  const started = performance.now();
  const response = await fetch(`${form.base}/`, { method: 'POST', body });
  const text = await response.text();
  const ms = performance.now() - started;
  return { ok: response.ok && text.includes(successTitle), status: response.status, ms };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
