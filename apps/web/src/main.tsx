import { startClient } from './app/ssr/start-client.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

void startClient(container);
