import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { MigrationError } from './db/client.ts';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info({ address, authMode: config.client.authMode }, 'server listening');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof MigrationError ? error.message : error);
  process.exit(1);
});
