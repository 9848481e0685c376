/** One SVG path of the dark modules, with the 4-module quiet zone scanners need. */
function qrPath(size: number, modules: string): string {
  let d = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (modules[y * size + x] === '1') d += `M${x + 4} ${y + 4}h1v1h-1z`;
    }
  }
  return d;
}

/**
 * A QR code drawn from its modules (`size`×`size`, row by row, '1' dark), sharp at any width:
 * the online card's modules come from the server, the offline card's from the page itself.
 */
export function QrSvg({
  size,
  modules,
  label,
  className,
}: {
  size: number;
  modules: string;
  label: string;
  className?: string;
}) {
  const side = size + 8;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={qrPath(size, modules)} fill="#000" />
    </svg>
  );
}
