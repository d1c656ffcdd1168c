// Drops and recreates database <name> on the TEST_DATABASE_URL server; prints its URL.
import pg from 'pg';
import { databaseUrl } from './database-url';

const name = process.argv[2] ?? '';
if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`bad database name: ${name}`);
const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
await admin.query(`CREATE DATABASE "${name}"`);
await admin.end();
console.log(databaseUrl(name));
