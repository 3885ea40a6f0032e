// The V8 settings the server runs with: `npm run serve` passes them to node (package.json), and the bench starts the
// server with them too. The young generation stays at most 8 MB per semi-space instead of 16: after start it holds
// about 10 MB less for an idle server, for a few percent of throughput (docs/decisions/008-answers-and-memory-of-a-small-server.md).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];
