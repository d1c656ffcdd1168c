/** A report's own page (without the language prefix): its shareable link. */
export const reportHref = (id: string) => `/website-grader/report/${id}` as const;
