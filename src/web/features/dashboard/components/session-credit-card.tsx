import { useQuery, useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../../../lib/session';
import { CreditCard } from './credit-card';

/** The credit card fed by the session query, for pages other than the home (e.g. /dashboard/planos). */
export function SessionCreditCard() {
  const queryClient = useQueryClient();
  const { data: me, isFetching } = useQuery(meQueryOptions());
  if (!me) return null;
  return (
    <CreditCard
      me={me}
      refreshing={isFetching}
      onRefresh={() => queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 })}
    />
  );
}
