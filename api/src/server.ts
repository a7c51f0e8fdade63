import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await buildApp(config);
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // A close held by a stuck connection or query must not hold a deploy: out after 4 s regardless.
    setTimeout(() => process.exit(1), 4000).unref();
    void app.close().then(() => process.exit(0));
  });
}
