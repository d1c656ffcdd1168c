import { utmFields } from './fields';

/**
 * A link to the contact form with its message filled in: the contact page reads `?message=`.
 * Used by package cards and "Learn more" links, so the visitor's interest travels with them.
 */
export function contactHref(message: string) {
  return { pathname: '/contact', query: { message } } as const;
}

/** True when the query fills in something on the contact form: its message or utm_ tags. */
export function fillsContactForm(query: URLSearchParams) {
  return query.has('message') || utmFields.some((field) => query.has(field));
}
