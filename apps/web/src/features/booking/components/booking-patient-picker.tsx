import { Link } from 'react-router';

/** Instead of an empty choice: booking needs a verified person, and where to get one. */
export function NoPatients() {
  return (
    <p>
      预约需要已实名认证的就诊人。请先到<Link to="/account/authentication">实名认证</Link>
      完成本人认证或添加就诊人。
    </p>
  );
}
