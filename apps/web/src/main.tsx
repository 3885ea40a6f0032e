import { forbidZodEval } from './lib/zod-without-eval.ts';

forbidZodEval();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

// The app's code is fetched after the first frame: a server-rendered page paints from its HTML alone, without the
// scripts competing for a phone's bandwidth while it does (docs/decisions/0204).
requestAnimationFrame(() => {
  void import('./app/ssr/start-client.tsx').then(({ startClient }) => startClient(container));
});
