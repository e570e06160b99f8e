/**
 * The founder math as a tool for real models. The server runs it before calling the
 * provider and hands the model the call and its result in the provider's
 * function-calling format (OpenAI `tool_calls` + a `tool` message; Anthropic
 * `tool_use` + `tool_result`), with the tool declared and tool choice set to none: the
 * model answers from figures it did not have to compute, in the same request. The
 * call's arguments and result are written by the server (labels, formatted numbers,
 * advice), never user text, so they carry no instructions from the material.
 */
import type { AiGrounding, AiRequest, AiTool, GroundedCall } from '../../platform/ai/types';
import { groundingFor, toolResult } from './grounding';

export const FOUNDER_MATH_TOOL: AiTool = {
  name: 'founder_math',
  description:
    'Works out founder metrics from the figures in the material: runway, net burn, months to a revenue target, growth needed, ' +
    'default alive, when to start fundraising, burn multiple, CAC, LTV, LTV:CAC, churn, conversion, dilution and post-money, ' +
    'revenue concentration, price change versus churn, point changes. Returns each figure with its working, what it means and one recommendation, ' +
    'and what is missing for figures it cannot work out.',
  parameters: {
    type: 'object',
    properties: {
      source: { type: 'string', enum: ['latest message', 'workspace'], description: 'Which material to read the figures from.' },
    },
    required: ['source'],
    additionalProperties: false,
  },
};

/** Added to the system prompt when the request carries a founder_math result. */
export const GROUNDED_INSTRUCTION =
  'The founder_math tool result holds the figures worked out from the material: lead with the first figure exactly as given ' +
  'and do not redo the arithmetic; if it lists something missing, ask for it.';

/** The tool call to hand the model, or undefined when the material has nothing to compute. */
export function groundedCall(request: AiRequest): GroundedCall | undefined {
  const g = groundingFor(request.data);
  if (!g || (!g.analysis.findings.length && !g.analysis.missing.length)) return undefined;
  return {
    id: 'call_founder_math_1',
    input: { source: request.data.task === 'commentary' ? 'workspace' : 'latest message' },
    result: JSON.stringify(toolResult(g)),
  };
}

/** The founder math as the provider engines' grounding (app.ts hands it to the AI layer). */
export const founderMathGrounding: AiGrounding = {
  tool: FOUNDER_MATH_TOOL,
  instruction: GROUNDED_INSTRUCTION,
  call: groundedCall,
};
