import { Module } from '@nestjs/common';
import { WebVitalsModule } from '../../quiz/web-vitals/web-vitals.module';
import { WebVitalsResolver } from './web-vitals.resolver';

/** The analysts' view of what phones see. */
@Module({ imports: [WebVitalsModule], providers: [WebVitalsResolver] })
export class WebVitalsInsightsModule {}
