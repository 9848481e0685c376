import type { PublicConsult } from '@portal/contract';
import { chinaDateTimeFull } from '@/lib/china-date';
import { ConsultDisclaimer } from './consult-disclaimer';
import './consult.css';

/** One answered public consultation: who asked (男 45岁 only), where, and the thread. */
export function PublicConsultItem({ consult }: { consult: PublicConsult }) {
  const { patient } = consult;
  const where = [consult.hospitalName, consult.departmentName].join(' · ');
  return (
    <li className="consult-item">
      <div className="consult-item__head">
        <h3>
          {patient.sex} {patient.age}岁的咨询
        </h3>
        <span className="consult-muted">
          {where}
          {consult.doctorName && ` · ${consult.doctorName}`}
        </span>
      </div>
      <ol className="consult-thread consult-thread--plain">
        {consult.messages.map((m, i) => (
          <li
            key={i}
            className={
              m.from === 'doctor' ? 'consult-message consult-message--doctor' : 'consult-message'
            }
          >
            <div className="consult-message__who">
              {m.from === 'doctor' ? '医生回复' : i === 0 ? '问题' : '追问'}
              <time className="consult-muted" dateTime={m.createdAt}>
                {chinaDateTimeFull(m.createdAt)}
              </time>
            </div>
            <p className="consult-text">{m.text}</p>
            {m.from === 'doctor' && <ConsultDisclaimer />}
          </li>
        ))}
      </ol>
    </li>
  );
}
