import { useQueryClient } from '@tanstack/react-query';
import { Card, Skeleton } from 'antd';
import type { IdentityInfo } from '@portal/contract';
import { LoadError } from '@/components/load-error/load-error';
import { refreshUserInfo } from '@/lib/auth';
import { loadErrorText } from '@/lib/react-query';
import { myIdentityQueryOptions, useMyIdentity } from '../api/get-my-identity';
import { FamilySection } from './family-section';
import { IdentityForm } from './identity-form';
import { IdentitySummary } from './identity-summary';
import { RecordAccessSection } from './record-access-section';

/** /account/authentication: the holder's identity verification, then the family members. */
export function AuthenticationPage() {
  const identity = useMyIdentity();
  const queryClient = useQueryClient();
  // Each change answers with the identity as it now is: no need to ask again.
  const setIdentity = (next: IdentityInfo | null) =>
    queryClient.setQueryData(myIdentityQueryOptions().queryKey, next);

  // USER_NAME, USER_STATUS and the like change with the verification: the top bar follows.
  const changed = (next: IdentityInfo | null) => {
    setIdentity(next);
    void refreshUserInfo();
  };

  const body = () => {
    if (identity.isError) {
      return (
        <LoadError
          message={loadErrorText(identity.error)}
          onRetry={() => void identity.refetch()}
        />
      );
    }
    if (identity.data === undefined) return <Skeleton active />;
    if (identity.data === null) return <IdentityForm onVerified={changed} />;
    return (
      <IdentitySummary
        identity={identity.data}
        onChanged={setIdentity}
        onRedone={() => changed(null)}
      />
    );
  };

  return (
    <div className="identity-page">
      <h1 className="identity-page__title">实名认证</h1>
      <Card
        className="identity-card"
        title={<h2 className="identity-card__title">本人实名信息</h2>}
      >
        {body()}
      </Card>
      <FamilySection />
      {identity.data && <RecordAccessSection />}
    </div>
  );
}
