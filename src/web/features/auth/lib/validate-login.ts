import { loginSchema, type LoginInput } from '../../../../shared/auth';
import { installPtBrErrors } from '../../../../shared/zod-pt-br';

export type LoginErrors = Partial<Record<keyof LoginInput, string>>;

/** The login form checked by the server's own schema: the clean values, or one message per field. */
export function validateLogin(values: LoginInput): { data: LoginInput } | { errors: LoginErrors } {
  installPtBrErrors();
  const parsed = loginSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
