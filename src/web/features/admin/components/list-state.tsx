import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { ListState as SharedListState, type ListStateProps } from '../../../components/list-state';

/** Loading, error and empty states of the admin lists. */
export function ListState(props: ListStateProps) {
  return <SharedListState {...props} texts={t} placeholder="spinner" />;
}
