import { useState } from 'react';
import { verifyDraw, type DrawCheck, type PublicDraw } from '@portal/contract';
import { Button } from '@/components/ui/button';

type Published = PublicDraw & {
  seed: string;
  poolHash: string;
  entries: NonNullable<PublicDraw['entries']>;
  places: NonNullable<PublicDraw['places']>;
  outcome: NonNullable<PublicDraw['outcome']>;
};

export function isPublished(d: PublicDraw): d is Published {
  return (
    d.status === 'done' && !!d.seed && !!d.poolHash && !!d.entries && !!d.places && !!d.outcome
  );
}

/** The published data in the shape the contract's verification reads. */
export function publishedDraw(d: Published) {
  return {
    commitment: d.commitment,
    seed: d.seed,
    poolHash: d.poolHash,
    entries: d.entries.map((e) => ({
      id: e.id,
      preferredSlotIds: e.preferredSlotIds,
      waitlist: e.waitlist,
    })),
    places: d.places.map((p) => ({ slotId: p.slotId, start: p.start, places: p.places })),
    outcome: d.outcome,
  };
}

type State =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'done'; checks: DrawCheck[] }
  | { kind: 'unavailable' };

/**
 * 在本机核验: the contract's verifyDraw run in this browser on what the page shows. WebCrypto
 * exists only in a secure context (https or this machine), so over plain http it says how else
 * to check instead of failing.
 */
export function DrawVerify({ draw }: { draw: Published }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const run = () => {
    if (!globalThis.crypto?.subtle) {
      setState({ kind: 'unavailable' });
      return;
    }
    setState({ kind: 'running' });
    verifyDraw(publishedDraw(draw)).then(
      (checks) => setState({ kind: 'done', checks }),
      () => setState({ kind: 'unavailable' }),
    );
  };
  const allOk =
    state.kind === 'done' && state.checks.length === 4 && state.checks.every((c) => c.ok);
  return (
    <div className="draw-verify">
      <Button variant="primary" loading={state.kind === 'running'} onClick={run}>
        在本机核验
      </Button>
      <div role="status" className="draw-verify__result">
        {state.kind === 'running' && <p>正在核验…</p>}
        {state.kind === 'unavailable' && (
          <p>
            这个浏览器在当前连接下不提供核验所需的加密功能（只在 https 或本机地址下提供）。可以换用
            https 地址打开本页再试，或用命令行工具核对：
            <code className="draw-code">npm run cli -- draw verify {draw.scheduleId}</code>
          </p>
        )}
        {state.kind === 'done' && (
          <>
            <p className="draw-verify__summary">
              {allOk
                ? '核验通过：公布的结果可以由公布的数据重新算出。'
                : '核验未通过：下列有不符的项目。'}
            </p>
            <ul className="draw-checks">
              {state.checks.map((c) => (
                <li key={c.label} className={c.ok ? 'draw-check--ok' : 'draw-check--bad'}>
                  <span aria-hidden>{c.ok ? '✓' : '✗'}</span> {c.ok ? '相符' : '不符'}：{c.label}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
