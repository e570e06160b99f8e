/**
 * The activity log app.ts hands the features that record entries, for tests that build a
 * feature's service by hand (a test is a composition root of its own).
 */
export { createActivityLog } from '../../src/server/features/activity';
