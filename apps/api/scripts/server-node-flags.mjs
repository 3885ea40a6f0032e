// The V8 settings the server runs with: `npm run serve` passes them to node (package.json), and the bench starts the
// server with them too (docs/decisions/0008-answers-and-memory-of-a-small-server.md). The young generation stays at
// most 8 MB per semi-space instead of 16: after start it holds about 10 MB less for an idle server, for a few percent
// of throughput. The old generation grows to at most twice what survived the last full collection instead of four
// times: under load the heap stays about 50 MB smaller, for more frequent (concurrent) full collections.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=100'];

// The environment the server runs in, for the same reason: glibc's allocator keeps up to eight arenas per core for a
// process's threads (the event loop, libuv's pool, the embedded database's thread, V8's helpers), each holding
// memory it freed. Two arenas hold about 8 MB less for an idle server; the threads rarely allocate from C at once.
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };
