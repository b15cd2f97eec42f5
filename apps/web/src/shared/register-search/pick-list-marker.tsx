import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';

/** The end of a pick-list item: a spinner while the item opens, a chevron otherwise. */
export function PickListMarker({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  return busy ? (
    <span className="pick-list__spinner">
      <Spinner size="sm" label={t('common.loading')} />
    </span>
  ) : (
    <span className="pick-list__chevron" aria-hidden="true">
      ›
    </span>
  );
}
