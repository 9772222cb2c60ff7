import { adminPlanLabel } from '../../../../shared/plans';

/** SPEC.md section 2: the profile name, otherwise the part of the e-mail before the at-sign. */
export function displayName(user: { name?: string | null; email: string }): string {
  const name = user.name?.trim();
  if (name) return name;
  return user.email.split('@')[0] ?? user.email;
}

/** Plan label in upper case, FREE when there is none; unknown plans show their raw value. */
export function planLabel(plan: string | null | undefined): string {
  const value = plan?.trim() || 'free';
  return (adminPlanLabel(value) ?? value).toLocaleUpperCase('pt-BR');
}
