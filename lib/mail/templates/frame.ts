/** What EmailLayout needs besides the content: language, titles and the footer line. */
export type EmailFrame = {
  lang: string;
  title: string;
  preview: string;
  siteName: string;
  siteUrl: string;
  tagline: string;
  footer: string;
};
