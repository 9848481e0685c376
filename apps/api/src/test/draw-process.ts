/**
 * One draw in a process of its own, for the concurrency tests (draws/draw-concurrency.test.ts):
 * connects as the API does (DRAW_DATABASE: the DatabaseConfig as JSON), says `ready`, waits
 * for `go` on stdin (so two processes can start the draw at the same moment), runs runDraw for
 * DRAW_SCHEDULE at DRAW_NOW and prints `summary <json>` (`summary null` when another process
 * had made it). A test may kill it with SIGKILL at any point, as a crash would.
 */
import { createInterface } from 'node:readline';
import type { DatabaseConfig } from '../config/config.js';
import { createDatabase } from '../db/database.js';
import { runDraw } from '../modules/draws/draw-run.js';

const config = JSON.parse(process.env.DRAW_DATABASE!) as DatabaseConfig;
const db = createDatabase(config);
// The first query opens the connection: the draw itself should not pay for it.
await db.selectFrom('draw').select('schedule_id').limit(1).execute();
console.log('ready');
const lines = createInterface({ input: process.stdin });
for await (const line of lines) if (line === 'go') break;
console.log('drawing');
const summary = await runDraw(db, process.env.DRAW_SCHEDULE!, new Date(process.env.DRAW_NOW!));
console.log(`summary ${JSON.stringify(summary ?? null)}`);
await db.destroy();
process.exit(0);
