// A parse worker that takes its thread down (exit code 7) on a batch
// holding a document with the marker CRASH-THIS-WORKER, and is the packaged
// worker (dist/parse-worker.js) otherwise. Static imports run in order, so
// the crashing listener is added before the packaged one.
import './crash-on-marker.mjs';
import '../../../dist/parse-worker.js';
