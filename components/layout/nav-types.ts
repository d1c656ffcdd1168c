/** A navigation entry with its label already translated on the server. */
export type NavItem = {
  href: string;
  label: string;
  children?: NavItem[];
};
