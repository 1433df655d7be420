/**
 * The `docusaurus start` server the dev-server specs run against, shared by
 * playwright.dev.config.ts (which starts and stops it, with scripts/start-dev-server.sh) and the
 * specs (which read what it generated). Its own port and generated-files dir, so it runs beside
 * a production build, the served build of the e2e suite and anyone's own dev server.
 */
import path from 'node:path';

export const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? 3716);

export const DEV_BASE_URL = `http://127.0.0.1:${DEV_PORT}`;

export const DEV_GENERATED_DIR = process.env.E2E_DEV_GENERATED_DIR ?? '.docusaurus-e2e-dev';

export const SITE_DIR = path.resolve(__dirname, '../..');
