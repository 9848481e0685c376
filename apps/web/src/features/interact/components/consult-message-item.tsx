import type { ConsultMessage } from '@portal/contract';
import { chinaDateTimeFull } from '@/lib/china-date';
import { useSession } from '@/lib/session-store';
import { ConsultDisclaimer } from './consult-disclaimer';
import './consult.css';

/**
 * An image of the consultation: its address answers only the consultation's people, so the
 * session token goes with it as the API client sends it (`user=`), as report images do.
 */
function imageSrc(url: string, token: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams({ user: token })}`;
}

/** One message of the thread as its asker reads it: who, when, the words and pictures. */
export function ConsultMessageItem({
  message,
  label,
}: {
  message: ConsultMessage;
  /** 我的提问, 追问 or the doctor's name with 回复. */
  label: string;
}) {
  const token = useSession((s) => s.token);
  const doctor = message.from === 'doctor';
  return (
    <li className={doctor ? 'consult-message consult-message--doctor' : 'consult-message'}>
      <div className="consult-message__who">
        <span>{label}</span>
        <time className="consult-muted" dateTime={message.createdAt}>
          {chinaDateTimeFull(message.createdAt)}
        </time>
      </div>
      <p className="consult-text">{message.text}</p>
      {message.images.length > 0 && (
        <ul className="consult-thumbs" aria-label="图片">
          {message.images.map((url, i) => (
            <li key={url}>
              <a href={imageSrc(url, token)} target="_blank" rel="noreferrer">
                <img src={imageSrc(url, token)} alt={`第 ${i + 1} 张图片（在新窗口打开大图）`} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {doctor && <ConsultDisclaimer />}
    </li>
  );
}
