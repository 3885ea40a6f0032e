/** The yardstick: a bare Fastify 5 server answering a 20-item JSON list, in its own process. */
import Fastify from 'fastify';

const items = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  title: `Item ${i + 1}`,
  slug: `item-${i + 1}`,
  is_published: true,
}));

const app = Fastify({ logger: false });
app.get('/items', async () => items);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ type: 'bench:ready', address });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
