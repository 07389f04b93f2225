// The reference for the trivial-route bench: a bare Fastify with one route, nothing registered.
import Fastify from 'fastify';

const app = Fastify();
app.get('/api/health/live', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
