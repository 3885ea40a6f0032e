export * from './users.ts';
export * from './subscriptions.ts';
export * from './refresh-tokens.ts';
export * from './site-settings.ts';
export * from './page-views.ts';
export * from './backing-tracks.ts';
export * from './courses.ts';
