import Fastify from 'fastify';

/** The floor to compare against: a bare Fastify route answering the same JSON from memory. */
const body = process.env.BENCH_BODY ?? '{}';
const app = Fastify({ logger: false });
app.get('/api/site/config', (_req, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('bare server ready');
