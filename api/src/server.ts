import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

function configOrExit() {
  try {
    return loadConfig();
  } catch (err) {
    // A refused configuration is the operator's to fix: one clear line, no stack trace.
    if (err instanceof ConfigError || (err instanceof Error && /NODE_ENV=production/.test(err.message))) {
      console.error(`playzone api: ${err.message}`);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
}

const config = configOrExit();
const app = await buildApp(config);
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // A close held by a stuck connection or query must not hold a deploy: out after 4 s regardless.
    setTimeout(() => process.exit(1), 4000).unref();
    void app.close().then(() => process.exit(0));
  });
}
