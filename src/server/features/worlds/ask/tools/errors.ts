/**
 * A tool call the caller can fix: an unknown tool, or arguments that fail the tool's
 * schema. The message names the tool and the argument and says what is expected, so a
 * model (function calling) or an MCP client can correct its call. Database errors are
 * never turned into this: a validated call does not reach the database with bad values.
 */
export class ToolInputError extends Error {
  constructor(
    readonly tool: string,
    message: string,
  ) {
    super(message);
    this.name = 'ToolInputError';
  }
}
