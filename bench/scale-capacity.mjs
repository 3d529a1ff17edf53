// How much work the cores of this machine do together: the same CPU-bound
// loop on one worker thread, then on as many threads as there are cores, at
// once. The ratio bounds what any pool can gain here (a cloud VM's vCPUs are
// often not whole cores). Prints one JSON line { one, all, threads, gain }.
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';

function spin() {
  let x = 0;
  const kept = [];
  for (let i = 0; i < 4e7; i++) {
    x = (x + i * 7) % 1000003;
    if (i % 1000 === 0) kept.push({ x });
  }
  return x + kept.length;
}

async function together(threads) {
  const started = performance.now();
  await Promise.all(
    Array.from({ length: threads }, () => new Promise((done, fail) => {
      const worker = new Worker(new URL(import.meta.url));
      worker.once('message', done);
      worker.once('error', fail);
    })),
  );
  return performance.now() - started;
}

if (isMainThread) {
  const threads = availableParallelism();
  await together(1);
  const one = await together(1);
  const all = await together(threads);
  // Work done per unit of time with every thread busy, against one thread.
  console.log(JSON.stringify({ one, all, threads, gain: (threads * one) / all }));
} else {
  parentPort.postMessage(spin());
}
