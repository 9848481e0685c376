import type { FamilyMember } from '@portal/contract';
import { TextField } from '@/components/form/fields';
import { rules, useForm } from '@/components/form/use-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useGrantConsent } from '../api/grant-consent';
import { useRequestConsent } from '../api/request-consent';
import { useSendConsentCode } from '../api/send-consent-code';

/** Under 14 a child has no say in an own account: only the code to the child's phone counts. */
const CHILD_AGE = 14;

/**
 * 获取同意: reading a family member's records needs their consent, by a code sent to the phone a
 * hospital has on file for them (never one typed here), or by approving in their own account.
 */
export function ConsentDialog({ member, onClose }: { member: FamilyMember; onClose: () => void }) {
  const form = useForm(
    { code: '' },
    { code: [rules.required('请输入短信验证码'), rules.pattern(/^\d{6}$/, '验证码为 6 位数字')] },
  );
  const send = useSendConsentCode();
  const grant = useGrantConsent();
  const ask = useRequestConsent();
  const child = member.age < CHILD_AGE;
  const sentTo = send.data?.phone;
  // The latest refusal of the three, in the server's words.
  const problem = [send, grant, ask]
    .filter((m) => m.error instanceof ApiError)
    .sort((a, b) => b.submittedAt - a.submittedAt)
    .map((m) => (m.error as ApiError).message)[0];

  const confirm = form.onSubmit(({ code }) =>
    grant.mutate(
      { memberId: member.id, code },
      {
        onSuccess: () => {
          toast.success(`${member.name}已同意，现在可以查看其报告和健康档案`);
          onClose();
        },
      },
    ),
  );

  const request = () =>
    ask.mutate(member.id, {
      onSuccess: () => {
        toast.success(`已发出申请，请${member.name}登录自己的账号同意`);
        onClose();
      },
    });

  return (
    <Dialog open title={`获取${member.name}的同意`} onClose={onClose}>
      <p className="consent-intro">
        您可以为{member.name}预约挂号。查看其检验检查报告、健康档案和就诊卡，需要其本人同意。
      </p>
      <h3 className="consent-way">方式一：短信验证码</h3>
      <p>
        验证码发送到医院或就诊卡系统登记的{member.name}
        的手机号，不是您填写的号码。请向{member.name}询问收到的验证码。
      </p>
      <Button onClick={() => send.mutate(member.id)} loading={send.isPending}>
        {sentTo ? '重新发送验证码' : '发送验证码'}
      </Button>
      {sentTo && (
        <p className="consent-sent" role="status">
          验证码已发送至 {sentTo}，5 分钟内有效。
        </p>
      )}
      <form className="consent-code-form" name="consent-code" noValidate onSubmit={confirm}>
        <TextField
          form={form}
          name="code"
          label="短信验证码"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
        />
        <Button variant="primary" type="submit" loading={grant.isPending}>
          确认同意
        </Button>
      </form>
      {!child && (
        <>
          <h3 className="consent-way">方式二：在其本人账号中同意</h3>
          <p>
            {member.name}在本平台有已实名认证的账号时，登录后在「实名认证」页可看到并同意您的申请。
          </p>
          <Button onClick={request} loading={ask.isPending}>
            发出申请
          </Button>
        </>
      )}
      {problem && <Alert className="identity-form-error" tone="error" title={problem} />}
    </Dialog>
  );
}
