import { type DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig } from './app-config';

/** Makes the start-up config injectable everywhere as `AppConfig`. */
@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppConfigModule,
      providers: [{ provide: AppConfig, useValue: config }],
      exports: [AppConfig],
    };
  }
}
