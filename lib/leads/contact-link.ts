/**
 * A link to the contact form with its message filled in: the contact page reads `?message=`.
 * Used by package cards and "Learn more" links, so the visitor's interest travels with them.
 */
export function contactHref(message: string) {
  return { pathname: '/contact', query: { message } } as const;
}
