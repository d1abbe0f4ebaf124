import { BearerTokenGuard } from '../common/bearer-token.guard';

/** Lets an analytics query or download through only with `Authorization: Bearer <ANALYTICS_TOKEN>`. */
export const AnalyticsTokenGuard = BearerTokenGuard('ANALYTICS_TOKEN', 'Analytics');
