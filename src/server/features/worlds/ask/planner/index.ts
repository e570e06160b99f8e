/**
 * The offline planner of Ask your world (#29): no model, no download. A question is read
 * (reader.ts, periods.ts), its names resolved against the world (resolve.ts), answered by
 * the typed tools (tools/), and written with its citations (answer.ts).
 */
export { answerOffline } from './answer';
export { examplesFor, suggestionsFor } from './examples';
export { readQuestion, type Reading, type Intent } from './reader';
export { readPeriod } from './periods';
