import { Link } from 'react-router';
import { CONSULT_EMERGENCY_NOTICE } from '@portal/contract';
import { usePeople } from '@/components/person-picker/get-people';
import { QueryState } from '@/components/query-state/query-state';
import { Alert } from '@/components/ui/alert';
import { useSession } from '@/lib/session-store';
import { ConsultAskForm } from './consult-ask-form';
import type { UsePlaces } from './consult-places';
import './consult.css';

const PAGE = '/interact/consult';

/** The form once the account is verified (the holder is among the people), else the way there. */
function ForVerified({ usePlaces, doctorId }: { usePlaces: UsePlaces; doctorId: string }) {
  const people = usePeople();
  return (
    <QueryState query={people}>
      {(list) =>
        list.some((p) => p.patientId === 'self') ? (
          <ConsultAskForm people={list} usePlaces={usePlaces} initialDoctorId={doctorId} />
        ) : (
          <p>
            在线咨询需要先完成本人实名认证。请到<Link to="/account/authentication">实名认证</Link>
            完成认证，也可以在那里添加家人，替家人咨询。
          </p>
        )
      }
    </QueryState>
  );
}

/**
 * 我要咨询: the emergency notice before anything else, then the form for a signed-in verified
 * citizen; others see how to sign in or verify.
 */
export function ConsultAskSection({
  usePlaces,
  doctorId,
}: {
  usePlaces: UsePlaces;
  /** A doctor chosen by the link that opened the page (向TA咨询). */
  doctorId: string;
}) {
  const signedIn = useSession((s) => s.token !== '');
  const back = doctorId ? `${PAGE}?doctor=${encodeURIComponent(doctorId)}` : PAGE;
  return (
    <section className="consult-section" id="ask" aria-labelledby="consult-ask">
      <h2 id="consult-ask">我要咨询</h2>
      <Alert tone="warning" className="consult-emergency" title={CONSULT_EMERGENCY_NOTICE} />
      <p className="consult-muted">
        医生的回复仅供参考，不能替代面诊。一般 48 小时内回复，回复后可以追问 2 次。
      </p>
      {signedIn ? (
        <ForVerified usePlaces={usePlaces} doctorId={doctorId} />
      ) : (
        <p>
          咨询前请先<Link to={`/login?redirect=${encodeURIComponent(back)}`}>登录</Link>
          ，并完成实名认证。
        </p>
      )}
    </section>
  );
}
