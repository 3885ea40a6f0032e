// The database thread when the server runs from its TypeScript sources (development, tests): a worker does not
// inherit tsx's loader, so it registers it before it loads the thread's module. The built server runs
// dist/embedded-worker.js directly.
import { register } from 'tsx/esm/api';

register();
await import('./embedded-worker.ts');
