import { useForm } from '@/components/form/use-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useVerifyIdentity } from '../api/verify-identity';
import { IdentityFields } from './identity-fields';
import { EMPTY_IDENTITY, identityRules, toIdentityBody } from './identity-rules';

/**
 * zlb.do_identity.html: the account holder's verification form. `phone` fills in the number
 * registration just confirmed; `onVerified` runs once the server has verified the holder.
 */
export function IdentityForm({
  phone = '',
  onVerified,
}: {
  phone?: string;
  onVerified?: () => void;
}) {
  const form = useForm({ ...EMPTY_IDENTITY, phone }, identityRules);
  const verify = useVerifyIdentity();

  return (
    <>
      <p className="identity-intro">
        预约挂号、查询检验检查报告、绑定就诊卡等服务需要先完成实名认证。请如实填写本人的证件信息；一个证件只能认证一个账号。
      </p>
      <form
        name="identity"
        className="identity-form"
        noValidate
        onSubmit={form.onSubmit((values) =>
          verify.mutate(toIdentityBody(values), { onSuccess: onVerified }),
        )}
      >
        <IdentityFields form={form} self />
        {/* Other failures (network, 5xx) were already reported by the API client. */}
        {verify.error instanceof ApiError && (
          <Alert className="identity-form-error" tone="error" title={verify.error.message} />
        )}
        <Button variant="primary" type="submit" loading={verify.isPending}>
          提交认证
        </Button>
      </form>
    </>
  );
}
