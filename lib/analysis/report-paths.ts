/** A report's own page (without the language prefix): its shareable link. */
export const reportHref = (id: string) => `/website-grader/report/${id}` as const;

/**
 * `?wait=1` on a report's link: the page reloads itself every few seconds until its phone
 * measurement is in (for browsers without JavaScript), then drops the parameter.
 */
export const waitParameter = 'wait';

/** A measurement's stored image (app/grader-shots/[file]/route.ts). */
export const imageHref = (id: string) => `/grader-shots/${id}.jpg` as const;

/** Where a report's measurement progress is polled (app/api/grader/measurements). */
export const measurementStatusHref = (reportId: string, page?: 'stock' | 'car') =>
  page
    ? (`/api/grader/measurements/${reportId}?page=${page}` as const)
    : (`/api/grader/measurements/${reportId}` as const);
