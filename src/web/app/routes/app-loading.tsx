import { errorTexts } from '../../../shared/messages/public-pages';
import { LogoMark } from '../../components/brand/logo';

export function AppLoading() {
  return (
    <div role="status" aria-label={errorTexts.loading} className="flex min-h-dvh items-center justify-center">
      <LogoMark className="size-12 animate-pulse" />
    </div>
  );
}
