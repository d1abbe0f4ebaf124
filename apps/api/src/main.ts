import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { join } from 'node:path';
import { createApp } from './app/create-app';
import { ConfigError, loadConfig } from './config/app-config';

async function bootstrap(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await createApp(config, {
    assetsDir: join(__dirname, 'assets'),
    webDir: join(__dirname, '..', 'web'),
    graphiqlDir: join(__dirname, '..', 'graphiql'),
  });
  await app.listen({ port: config.PORT, host: '0.0.0.0' });
  Logger.log(`TasteType is running on http://localhost:${config.PORT}`, 'Bootstrap');
}

bootstrap().catch((error: unknown) => {
  // A bad setting is the user's to fix: say which, without a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
