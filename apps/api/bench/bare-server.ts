import Fastify from 'fastify';

// Reference point for the API benchmark: the same framework answering a constant JSON body.
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 18190) });
