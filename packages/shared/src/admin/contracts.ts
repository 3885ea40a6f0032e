export * from './courses.ts';
export * from './backing-tracks.ts';
export * from './uploads.ts';
export * from './stats.ts';
export * from './audit.ts';
export * from './settings.ts';
export * from './chord-chart.ts';
