// The flags every Chromium of the project's tests and benchmarks starts with. This machine's network is closed:
// without the background-networking flags Chromium keeps trying to reach Google's hosts, many connections at a time.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
