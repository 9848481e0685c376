import Fastify from 'fastify';

/** The floor to compare against: bare Fastify routes answering from memory. */
const body = process.env.BENCH_BODY ?? '{}';
const app = Fastify({ logger: false });
app.get('/api/site/config', (_req, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
// A second body, where a bench compares answers of another size (a drug page).
const pageBody = process.env.BENCH_PAGE_BODY ?? '{}';
app.get('/api/page', (_req, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(pageBody);
});
// The booking crowd's floor: every press refused from memory, as most presses at a release are.
const refusal = JSON.stringify({ code: 'SLOT_FULL', message: '该时段的号已约满' });
app.post('/api/bookings', (_req, reply) => {
  reply.code(409).header('content-type', 'application/json; charset=utf-8').send(refusal);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('bare server ready');
