import { useSiteConfig } from '@/lib/site-config';

/** Footer of spec section 2, entirely from site settings; hidden in government mode. */
export function SiteFooter() {
  const site = useSiteConfig();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="site-footer-text">
          <p>地址：{site.address}</p>
          <p>
            {site.phones.map((p) => (
              <span key={p.label} className="footer-phone">
                {p.label}：<a href={`tel:${p.number.replace(/[^\d]/g, '')}`}>{p.number}</a>
              </span>
            ))}
          </p>
          <p>{site.copyright}</p>
          <p>{site.recordNumber}</p>
          <p>{site.techSupport}</p>
        </div>
        <ul className="site-footer-qr" aria-label="扫码访问">
          {site.qrCodes.map((qr) => (
            <li key={qr.key}>
              {/* Below the fold: fetched when scrolled near, not beside the page's first paint. */}
              <img
                src={qr.imageUrl}
                alt={`${qr.caption}二维码`}
                width={112}
                height={112}
                loading="lazy"
              />
              <span>{qr.caption}</span>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
