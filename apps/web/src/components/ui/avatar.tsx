import './ui.css';

/** A person's picture, or a neutral figure without one; decorative (the name is beside it). */
export function Avatar({ src, size = 32 }: { src?: string; size?: number }) {
  return (
    <span className="avatar" style={{ width: size, height: size }} aria-hidden>
      {src ? (
        <img src={src} alt="" width={size} height={size} />
      ) : (
        <svg viewBox="0 0 24 24" width={size * 0.6} height={size * 0.6} focusable="false">
          <circle cx="12" cy="8" r="4.2" fill="currentColor" />
          <path d="M3.5 21c.8-4.4 4.2-7 8.5-7s7.7 2.6 8.5 7z" fill="currentColor" />
        </svg>
      )}
    </span>
  );
}
