import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error/load-error';
import { PageFrame, Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { loadErrorText } from '@/lib/react-query';
import { safeRedirect } from '@/lib/safe-redirect';
import { toast } from '@/lib/toast';
import { handedOverPhone } from '@/lib/verification-handover';
import { useMyIdentity } from '../api/get-my-identity';
import { FamilySection } from './family-section';
import { IdentityForm } from './identity-form';
import { IdentitySummary } from './identity-summary';
import { RecordAccessSection } from './record-access-section';
import './identity.css';

/** /account/authentication: the holder's identity verification, then the family members. */
export function AuthenticationPage() {
  const identity = useMyIdentity();
  const phone = handedOverPhone(useLocation().state);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  // Sent here on the way to another page (after registering): go on there once verified.
  const goOn =
    redirect === null
      ? undefined
      : () => {
          toast.success('实名认证成功');
          void navigate(safeRedirect(redirect), { replace: true });
        };

  // Each change answers with the identity as it now is, and the mutations put it in the cache.
  const body = () => {
    if (identity.isError) {
      return (
        <LoadError
          message={loadErrorText(identity.error)}
          onRetry={() => void identity.refetch()}
        />
      );
    }
    if (identity.data === undefined) return <Skeleton />;
    if (identity.data === null) return <IdentityForm phone={phone} onVerified={goOn} />;
    return <IdentitySummary identity={identity.data} />;
  };

  return (
    <PageFrame title="实名认证">
      <Panel title="本人实名信息">{body()}</Panel>
      <FamilySection />
      {identity.data && <RecordAccessSection />}
    </PageFrame>
  );
}
