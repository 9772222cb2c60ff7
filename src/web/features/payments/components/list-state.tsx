import { paymentScreenTexts as t } from '../../../../shared/messages/payment-screens';
import { ListState as SharedListState, type ListStateProps } from '../../../components/list-state';

/** Loading, error and empty states shared by the two history lists. */
export function ListState(props: ListStateProps) {
  return <SharedListState {...props} texts={t} placeholder="rows" />;
}
