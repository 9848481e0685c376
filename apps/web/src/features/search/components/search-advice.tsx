import { Link } from 'react-router';
import type { SearchEmergency } from '@portal/contract';
import { Alert } from '@/components/ui/alert';

/**
 * The 立即拨打 120 signs of the condition the query describes, above the results: what to do is
 * said in the title's words (紧急, 立即拨打 120), not by the alert's colour, and the number is a
 * tel: link for phones.
 */
export function EmergencyAdvice({ emergency }: { emergency: SearchEmergency }) {
  return (
    <Alert
      tone="warning"
      className="search-emergency"
      title="紧急：有下列情况之一，请立即拨打 120"
      action={
        <a className="btn btn--primary" href="tel:120">
          拨打 120
        </a>
      }
    >
      <ul className="search-emergency__signs">
        {emergency.advice.map((sign) => (
          <li key={sign}>{sign}</li>
        ))}
      </ul>
      <p className="search-emergency__source">
        出自<Link to={emergency.url}>“{emergency.title}”</Link>的“何时就医”。不要等症状自己好转。
      </p>
    </Alert>
  );
}

/** 您是不是要找：a name the query nearly is (高血鸭 → 高血压), as a new search. */
export function DidYouMean({ suggestion }: { suggestion: string }) {
  return (
    <p className="search-suggestion">
      您是不是要找：
      <Link to={`/search?q=${encodeURIComponent(suggestion)}`}>{suggestion}</Link>
    </p>
  );
}
