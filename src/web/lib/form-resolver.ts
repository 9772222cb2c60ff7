import { zodResolver } from '@hookform/resolvers/zod';
import { installPtBrErrors } from '../../shared/zod-pt-br';

/**
 * zodResolver with the pt-BR default messages installed first: every form validates through
 * here, so no English zod default can reach a user whichever page loaded zod first.
 */
export const formResolver = ((...args: Parameters<typeof zodResolver>) => {
  installPtBrErrors();
  return zodResolver(...args);
}) as typeof zodResolver;
