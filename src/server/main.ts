import { EnvError, readEnv } from './env';
import { DataDirLockedError } from './lib/data-dir-lock';
import { startServer } from './start-server';

async function main() {
  const env = readEnv();
  const running = await startServer(env);
  const shutdown = async (signal: string) => {
    console.log(`Received ${signal}, shutting down…`);
    await running.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
