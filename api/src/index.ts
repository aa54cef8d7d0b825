export { readConfig } from './config.js';
export type { ApiConfig } from './config.js';
export { openDatabase } from './db/database.js';
export type { DatabaseHandle, Dialect } from './db/database.js';
export { migrateToLatest } from './db/migrate.js';
export { DEMO_LOGIN, DEMO_SHOP_NAME, seedDemoShop } from './db/seed.js';
export { start } from './main.js';
export { buildServer } from './server.js';
export type { ServerOptions } from './server.js';
