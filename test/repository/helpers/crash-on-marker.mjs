// Imported first by crashing-parse-worker.mjs, so this listener sees each
// batch before the packaged worker does.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', ({ batch }) => {
  if (batch.jobs.some((job) => job.text.includes('CRASH-THIS-WORKER'))) process.exit(7);
});
