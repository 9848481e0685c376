import { useEffect, useId, useRef, useState } from 'react';
import type { PublicHealthService } from '@portal/contract';
import { RichText } from '@/components/rich-text/rich-text';

/**
 * The services folded to their names, one open at a time: all thirteen open made a phone page
 * about 12,500 px tall. Each name is a disclosure button in its heading controlling the region
 * under it (the WAI-ARIA accordion pattern), so a screen reader's heading list still lists them.
 */
export function ServiceList({ services }: { services: PublicHealthService[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <ul className="ph-services">
      {services.map((s) => (
        <Service
          key={s.id}
          service={s}
          open={openId === s.id}
          onToggle={() => setOpenId(openId === s.id ? null : s.id)}
        />
      ))}
    </ul>
  );
}

function Service({
  service,
  open,
  onToggle,
}: {
  service: PublicHealthService;
  open: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  // Closing the one above moves this one up, maybe off the screen: bring it back into view.
  useEffect(() => {
    if (open) button.current?.scrollIntoView({ block: 'nearest' });
  }, [open]);

  return (
    <li className="ph-service" id={`service-${service.id}`}>
      <h3>
        <button
          ref={button}
          type="button"
          id={`${id}-button`}
          className="ph-service__toggle"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
        >
          {service.name}
        </button>
      </h3>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-button`}
        className="ph-service__panel"
        hidden={!open}
      >
        <dl>
          <dt>服务对象</dt>
          <dd>{service.audience}</dd>
          <dt>免费项目</dt>
          <dd>
            <ul>
              {service.free.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </dd>
          <dt>在哪里办</dt>
          <dd>
            <ul>
              {service.where.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </dd>
        </dl>
        <details>
          <summary>详细说明</summary>
          <RichText blocks={service.body} headingLevel={3} />
          <p className="ph-sources">依据：{service.sources.join('；')}</p>
        </details>
      </div>
    </li>
  );
}
