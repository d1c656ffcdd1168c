import 'server-only';
import type { z } from 'zod';

/**
 * The one way a form reaches the server: a server action made from a schema and a handler.
 *
 * The action's arguments come from the browser, whatever page rendered the form: the form is read
 * (the first text value of each field; files are ignored) and parsed by the schema before the
 * handler sees anything. Anything else — not a form, or fields the schema refuses — gets the
 * refusal's state, never an exception (a malformed post is the sender's error, not a 5xx).
 * The same action serves React's `useActionState` with JavaScript and a plain post without it.
 *
 * In a 'use server' file: `export const save = formAction(schema, refuse, async (input) => …)`.
 */
export function formAction<Schema extends z.ZodType, State>(
  schema: Schema,
  refuse: (refusal: FormRefusal<State>) => State | Promise<State>,
  handle: (input: z.output<Schema>, previous: State) => State | Promise<State>,
): (previous: State, form: FormData) => Promise<State> {
  return async (previous, form) => {
    const fields = formFields(form);
    if (!fields) return refuse({ previous, fields: null, issues: [] });
    const parsed = schema.safeParse(fields);
    if (!parsed.success) return refuse({ previous, fields, issues: parsed.error.issues });
    return handle(parsed.data, previous);
  };
}

/** Why a form was refused: not a form at all (`fields` null), or what the schema found. */
export type FormRefusal<State> = {
  previous: State;
  fields: Record<string, string> | null;
  issues: z.core.$ZodIssue[];
};

/** The text fields of a submitted form (the first value of each name); null when not a form. */
export function formFields(form: unknown): Record<string, string> | null {
  if (!(form instanceof FormData)) return null;
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  }
  return fields;
}
