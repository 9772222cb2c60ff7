// What of an error may reach a log line. A failed query's message carries its parameters (e-mails,
// tokens, password-reset links), a driver error's `detail` repeats the offending value, and a stack
// starts with the message: all of that stays out.

const quotedValue = /"[^"]*"|'[^']*'/g;
const valueFields = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'query']);

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: unknown;
}

function isQueryError(error: Error): error is Error & { query: string; params: unknown } {
  return 'query' in error && 'params' in error && typeof error.query === 'string';
}

/** Only the frames: the stack's first lines repeat the message. */
function frames(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

function codeOf(error: Error): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: String(error).replace(quotedValue, '"…"'), stack: '' };
  const logged: LoggedError = {
    type: error.name,
    // The SQL text (with $1… placeholders) tells an operator which query failed; values never.
    message: isQueryError(error) ? `Failed query: ${error.query}` : error.message.replace(quotedValue, '"…"'),
    stack: frames(error.stack),
  };
  const code = codeOf(error);
  if (code) logged.code = code;
  for (const [key, value] of Object.entries(error)) {
    if (valueFields.has(key) || key === 'cause' || key in logged) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      logged[key] = value;
    }
  }
  if (error.cause !== undefined && depth < 5) logged.cause = loggableError(error.cause, depth + 1);
  return logged;
}
