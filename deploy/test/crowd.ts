import http from 'node:http';

/** One patient's press of 预约: their session, the slot, and the key their page made. */
export interface Press {
  token: string;
  slotId: string;
  key: string;
}

/** What the patient finally saw, and what went wrong on the way. */
export interface Outcome {
  press: Press;
  status: number;
  bookingId?: string;
  code?: string;
  attempts: number;
  /** Answers nginx gave when no process could answer (502) on the attempts before the last. */
  badGateways: number;
  /** Connections that broke before any answer. */
  connectionErrors: number;
}

/** How often a client repeats its press before it gives up (a person would give up too). */
const MAX_ATTEMPTS = 6;
const RETRY_AFTER_MS = 100;
/** nginx answers these when no process could: the press may or may not have been taken. */
const RETRYABLE = new Set([502, 503, 504]);

export function pressOnce(agent: http.Agent, base: string, press: Press) {
  const payload = JSON.stringify({ slotId: press.slotId, patientId: 'self' });
  return new Promise<{ status: number; body: { id?: string; code?: string } }>((done, fail) => {
    const req = http.request(
      `${base}/api/bookings?user=${encodeURIComponent(press.token)}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'idempotency-key': press.key,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('error', fail);
        res.on('end', () => {
          let body: { id?: string; code?: string } = {};
          try {
            body = JSON.parse(text) as typeof body;
          } catch {
            // nginx's own 502 page is HTML; the status says enough.
          }
          done({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}

/**
 * Presses until an answer from the portal: a connection that broke or a 502 from nginx is
 * pressed again with the same Idempotency-Key, as the web client's retry does.
 */
export async function pressUntilAnswered(
  agent: http.Agent,
  base: string,
  press: Press,
): Promise<Outcome> {
  const outcome: Outcome = { press, status: 0, attempts: 0, badGateways: 0, connectionErrors: 0 };
  while (outcome.attempts < MAX_ATTEMPTS) {
    outcome.attempts += 1;
    try {
      const { status, body } = await pressOnce(agent, base, press);
      outcome.status = status;
      if (!RETRYABLE.has(status)) {
        outcome.bookingId = status === 200 ? body.id : undefined;
        outcome.code = body.code;
        return outcome;
      }
      outcome.badGateways += 1;
    } catch {
      outcome.connectionErrors += 1;
    }
    await new Promise((r) => setTimeout(r, RETRY_AFTER_MS * outcome.attempts));
  }
  return outcome;
}

/**
 * Every press at once through one keep-alive pool; `onAnswered` hears the count of presses
 * answered so far, which is how the test picks its moment to kill a process.
 */
export async function crowd(
  base: string,
  presses: Press[],
  sockets: number,
  onAnswered: (answered: number) => void,
): Promise<Outcome[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  let answered = 0;
  try {
    return await Promise.all(
      presses.map(async (press) => {
        const outcome = await pressUntilAnswered(agent, base, press);
        onAnswered(++answered);
        return outcome;
      }),
    );
  } finally {
    agent.destroy();
  }
}
