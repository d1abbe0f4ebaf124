export * from './lib/funnel';
export * from './lib/funnel-events';
export * from './lib/pages';
export * from './lib/personalities';
export * from './lib/questions';
export * from './lib/tally';
export * from './lib/time';
export * from './lib/validate-answers';
