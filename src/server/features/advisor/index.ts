/**
 * The founder advisor's public interface (feature-graph.mjs, ADR 050): founder math worked
 * out from the figures in a request (runway, burn, growth, CAC, LTV, dilution, …), used
 *  - by the provider engines as a `founder_math` tool call (`founderMathGrounding`, handed
 *    to the AI layer by app.ts),
 *  - by the offline engine as its grounded answer (`advisorOffline`) and as the demo
 *    advisor's offline task (`demoAdvisorOffline`, task 'advisor'), composed for the NLP
 *    worker in src/server/offline-analyst.ts,
 *  - by the assistant, which keeps only the earlier turns a follow-up refers back to
 *    (`relevantHistory`).
 */
export { founderMathGrounding, FOUNDER_MATH_TOOL } from './tool';
export { advisorOffline } from './offline';
export { demoAdvisorOffline } from './demo-offline';
export { relevantHistory } from './grounding';
