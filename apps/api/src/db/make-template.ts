// Run by the API's build (scripts/build.mjs): makes the embedded database template of the current migrations now,
// so that a first start loads it instead of running initdb (embedded-template.ts).
import { embeddedTemplate } from './embedded-pglite.ts';

await embeddedTemplate();
