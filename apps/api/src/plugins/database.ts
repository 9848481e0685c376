import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../config/config.js';
import { createDatabase, type Db } from '../db/database.js';
import { watchSharedChanges } from '../lib/shared-change.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/**
 * Opens the database for the app's lifetime and closes it after the last request; meanwhile
 * watches it for operators' changes made through other processes.
 */
export default fp(
  async function database(app: FastifyInstance, opts: { database: DatabaseConfig }) {
    const db = createDatabase(opts.database);
    app.decorate('db', db);
    watchSharedChanges(app, db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database' },
);
