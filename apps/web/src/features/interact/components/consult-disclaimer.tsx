import { CONSULT_DISCLAIMER } from '@portal/contract';
import './consult.css';

/** Beside every doctor's answer: advice, not a diagnosis (互联网诊疗管理办法). */
export function ConsultDisclaimer() {
  return <p className="consult-disclaimer">{CONSULT_DISCLAIMER}</p>;
}
