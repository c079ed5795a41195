/** The baseline of the /auth/me measure: a bare Fastify route in its own process, like the real server. */
import Fastify from 'fastify';

const app = Fastify();
app.get('/bare', async () => ({ success: true, data: { ok: true } }));
const url = await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
console.log(url);
