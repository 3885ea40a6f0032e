export * from './plans.ts';
export * from './catalog.ts';
export * from './common/errors.ts';
export * from './common/time.ts';
export * from './auth/contracts.ts';
export * from './profile/contracts.ts';
export * from './site-settings/contracts.ts';
export * from './analytics/contracts.ts';
export * from './backing-tracks/contracts.ts';
export * from './backing-tracks/parts.ts';
export * from './courses/contracts.ts';
export * from './progress/contracts.ts';
export * from './forum/contracts.ts';
export * from './contact/contracts.ts';
export * from './private-lessons/contracts.ts';
export * from './profile/image.ts';
export * from './billing/contracts.ts';
export * from './billing/countries.ts';
export * from './admin/contracts.ts';
export * from './media/thumbnails.ts';
export * from './media/streams.ts';
export {
  endpointMatches,
  endpointPath,
  fillPath,
  type Endpoint,
  type EndpointAccess,
  type EndpointAnswer,
  type EndpointBody,
  type EndpointMethod,
  type PathParams,
} from './common/endpoint.ts';
export * from './endpoints.ts';
export * from './admin-endpoints.ts';
export * from './all-endpoints.ts';
export * from './profile/my-data.ts';
export * from './profile/my-data-sections.ts';
export * from './practice/limits.ts';
export * from './practice/contracts.ts';
export * from './takes/contracts.ts';
export * from './takes/limits.ts';
export * from './takes/bars.ts';
export * from './courses/score-sync.ts';
