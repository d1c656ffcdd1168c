import { mediaType, refusal } from '@/lib/request/body';

/**
 * Server-action requests Next.js itself would fail on. Next decodes an action's arguments (React's
 * reply format) before any of our code runs, and answers whatever it cannot decode — a body that
 * is not JSON, arguments that are not a list, a reference to a part that was not sent — with a
 * 500. The proxy refuses those first: 400, or 415 for a body type no browser sends with an action.
 *
 * What passes is what React's encodeReply writes for this site's actions: a JSON list of plain
 * values, with the form (`$K…`) and the tags React uses for undefined, special numbers, dates and
 * big integers. References to other parts (promises, maps, sets, files, functions, temporary
 * references) are refused: no action of ours takes them.
 */
const maxItems = 1000; // Next's own limit on an action's arguments
const maxDepth = 32;
const plainTag = /^\$(\$|K[0-9a-f]+$|undefined$|NaN$|Infinity$|-Infinity$|-0$|D.|n\d{1,300}$)/;
const bound = /^\$@([0-9a-f]{1,8})$/;

/** A 400/415 response for a malformed server-action request; null for anything else. */
export async function refuseMalformedAction(request: Request): Promise<Response | null> {
  if (request.method !== 'POST') return null;
  const type = mediaType(request);
  const fetchAction = request.headers.has('next-action');
  // Without the header only a form posted without JavaScript (multipart) can be an action.
  if (!fetchAction && type !== 'multipart/form-data') return null;
  if (fetchAction && type !== 'text/plain' && type !== 'multipart/form-data') {
    return refusal(415, 'A server action is sent as text/plain or multipart/form-data.');
  }
  const problem = await actionBodyProblem(request.clone(), type, fetchAction);
  return problem ? refusal(400, `The server action request could not be read: ${problem}.`) : null;
}

async function actionBodyProblem(request: Request, type: string, fetchAction: boolean) {
  if (type === 'text/plain') return argumentsProblem(await request.text());
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return 'the form is not valid multipart';
  }
  if (fetchAction) {
    const root = form.get('0');
    return typeof root === 'string' ? argumentsProblem(root) : 'no arguments';
  }
  for (const key of form.keys()) {
    if (!key.startsWith('$ACTION_REF_')) continue;
    const prefix = `$ACTION_${key.slice('$ACTION_REF_'.length)}:`;
    const metadata = parsed(form.get(`${prefix}0`));
    if (!isRecord(metadata) || typeof metadata.id !== 'string') return 'no action reference';
    if (metadata.bound === null) continue;
    const chunk = typeof metadata.bound === 'string' ? bound.exec(metadata.bound)?.[1] : undefined;
    if (!chunk) return 'bound arguments not a reference';
    const boundArguments = form.get(`${prefix}${parseInt(chunk, 16)}`);
    if (typeof boundArguments !== 'string') return 'bound arguments missing';
    const problem = argumentsProblem(boundArguments);
    if (problem) return problem;
  }
  return null;
}

/** Why a JSON text is not a list of arguments React's encodeReply would write, or null. */
export function argumentsProblem(json: string): string | null {
  const value = parsed(json);
  if (!Array.isArray(value)) return 'the arguments are not a JSON list';
  return plain(value, 0) ? null : 'the arguments hold references or are too large';
}

function plain(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return !value.startsWith('$') || plainTag.test(value);
  if (value === null || typeof value !== 'object') return true;
  if (depth >= maxDepth) return false;
  const items = Array.isArray(value) ? value : Object.values(value);
  return items.length <= maxItems && items.every((item) => plain(item, depth + 1));
}

function parsed(json: unknown): unknown {
  if (typeof json !== 'string') return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
