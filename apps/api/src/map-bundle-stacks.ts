import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mapBundleStackTraces } from './lib/source-mapped-stacks.ts';

// Imported first by each entry (server, CLI, database thread): in the bundle, its stack traces name the TypeScript
// sources. Run from the sources (tsx), they already do.
const here = fileURLToPath(import.meta.url);
if (here.endsWith('.js')) mapBundleStackTraces(path.dirname(here));
