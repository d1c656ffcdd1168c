/** The URL of database `name` on the server TEST_DATABASE_URL points at. */
export function databaseUrl(name: string) {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}
