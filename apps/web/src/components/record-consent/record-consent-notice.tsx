import { Link } from 'react-router';
import type { RecordAccessState } from '@portal/contract';
import { Alert } from '@/components/ui/alert';
import './record-consent.css';

/**
 * Shown on a records page (reports, imaging, health profile, cards) in place of a family
 * member's records while they have not consented: what is needed, in plain words, and where
 * to ask. The asking itself happens beside the member on the identity page.
 */
export function RecordConsentNotice({ name, state }: { name: string; state: RecordAccessState }) {
  return (
    <Alert
      tone="info"
      className="record-consent-notice"
      title={
        state === 'pending'
          ? `已向${name}申请查看其健康记录，等待其同意`
          : `查看${name}的报告、健康档案和就诊卡，需要其本人同意`
      }
      action={
        <Link className="btn btn--primary" to="/account/authentication#family">
          去获取同意
        </Link>
      }
    >
      <p>
        为保护个人隐私，添加就诊人后可以为其预约挂号，但查看其健康记录需要其本人同意，方式有两种：
      </p>
      <ul>
        <li>向医院或就诊卡系统登记的{name}的手机号发送验证码，由其告诉您；</li>
        <li>请{name}登录自己已实名认证的账号，在「实名认证」页同意您的申请。</li>
      </ul>
      <p>医院没有登记手机号时，请{name}携带身份证件到医院窗口登记，或在自己的账号中同意。</p>
    </Alert>
  );
}
