/**
 * A server process's inspector (the server started with --inspect=127.0.0.1:<port>), for the benches that weigh
 * what a server keeps alive rather than what its garbage collector has not reclaimed yet: `collectGarbage()` runs a
 * full collection (HeapProfiler.collectGarbage), after which the process's RSS is what it holds. `cpuProfile(work)`
 * records the process's CPU while `work` runs (bench/profile-route.mjs).
 */
import WebSocket from 'ws';

export async function connectInspector(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let lastId = 0;
  const waiting = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(data);
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  const call = (method, params = {}) =>
    new Promise((resolve) => {
      lastId += 1;
      waiting.set(lastId, resolve);
      socket.send(JSON.stringify({ id: lastId, method, params }));
    });
  return {
    collectGarbage: () => call('HeapProfiler.collectGarbage'),
    /** `work`'s result and the CPU profile (the .cpuprofile format) of the process while it ran. */
    async cpuProfile(work) {
      await call('Profiler.enable');
      await call('Profiler.start');
      const result = await work();
      const { result: stopped } = await call('Profiler.stop');
      return { result, profile: stopped.profile };
    },
    close: () => socket.close(),
  };
}
