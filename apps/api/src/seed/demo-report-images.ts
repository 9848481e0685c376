import { crc32, deflateSync } from 'node:zlib';

/**
 * Key images for the demo's imaging reports, drawn here (grayscale PNG) so the demo needs no
 * real patient's pictures: a chest radiograph's shapes and an ultrasound sector with speckle.
 * They illustrate the page, they are not anatomy.
 */
type Draw = (x: number, y: number, noise: number) => number;

function png(width: number, height: number, draw: Draw): Buffer {
  let seed = 20260101;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (width + 1)] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const v = draw(x / width, y / height, random());
      raw[y * (width + 1) + 1 + x] = Math.max(0, Math.min(255, Math.round(v)));
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grayscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ellipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) =>
  ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2;
const smooth = (d: number, edge = 0.15) => Math.max(0, Math.min(1, (1 - d) / edge));

/** Chest PA: bright body and mediastinum, dark lung fields, a row of rib arcs. */
const chest: Draw = (x, y, n) => {
  const body = smooth(ellipse(x, y, 0.5, 0.55, 0.46, 0.52));
  const lungs =
    smooth(ellipse(x, y, 0.3, 0.5, 0.15, 0.3)) + smooth(ellipse(x, y, 0.7, 0.5, 0.15, 0.3));
  const heart = smooth(ellipse(x, y, 0.56, 0.64, 0.13, 0.12));
  const ribs = Math.abs(Math.sin((y - 0.1 * Math.cos((x - 0.5) * 3)) * 34)) > 0.93 ? 1 : 0;
  const spine = Math.abs(x - 0.5) < 0.035 ? 0.5 : 0;
  const v = 20 + 150 * body - 110 * lungs + 90 * heart * (1 - 0.3 * lungs) + 35 * ribs * lungs;
  return v + 50 * spine * body + (n - 0.5) * 10;
};

/** Ultrasound sector: speckle in a fan, organ walls and a dark fluid-filled shape. */
function sector(fluid: { cx: number; cy: number; rx: number; ry: number } | null): Draw {
  return (x, y, n) => {
    const dx = x - 0.5;
    const dy = y + 0.05;
    const r = Math.hypot(dx, dy);
    const angle = Math.atan2(dx, dy);
    if (r < 0.12 || r > 0.98 || Math.abs(angle) > 0.7) return 0;
    const depth = 1 - (r - 0.12) * 0.55;
    let v = (70 + 90 * n * n) * depth;
    if (fluid && ellipse(x, y, fluid.cx, fluid.cy, fluid.rx, fluid.ry) < 1) v *= 0.12;
    if (Math.abs(r - 0.3) < 0.006) v = 200 * depth;
    return v;
  };
}

const DRAWINGS: Record<string, { width: number; height: number; draw: Draw }> = {
  chest: { width: 360, height: 400, draw: chest },
  liver: { width: 400, height: 300, draw: sector(null) },
  gallbladder: {
    width: 400,
    height: 300,
    draw: sector({ cx: 0.52, cy: 0.55, rx: 0.16, ry: 0.08 }),
  },
};

/** The demo image named `name`, as base64 PNG. */
export function demoImage(name: string): string {
  const spec = DRAWINGS[name];
  if (!spec) throw new Error(`demo/reports.json：没有名为 ${name} 的演示图`);
  return png(spec.width, spec.height, spec.draw).toString('base64');
}
