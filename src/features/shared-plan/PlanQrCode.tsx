import { encode } from 'uqr';

/** The QR code's modules as one SVG path (one 1×1 square per dark module), with a 4-module quiet zone. */
export function qrPath(text: string): { size: number; d: string } {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  let d = '';
  data.forEach((row, y) => row.forEach((dark, x) => dark && (d += `M${x} ${y}h1v1h-1z`)));
  return { size, d };
}

/** On the printed page: a QR code that opens this same link (its fragment too) from a phone's camera. */
export function PlanQrCode({ url = typeof window === 'undefined' ? '' : window.location.href }: { url?: string }) {
  if (!url) return null;
  const { size, d } = qrPath(url);
  return (
    <figure className="shared-plan__qr">
      <svg viewBox={`0 0 ${size} ${size}`} width="160" height="160" role="img" aria-label="이 계획을 여는 QR 코드" shapeRendering="crispEdges">
        <rect width={size} height={size} fill="#fff" />
        <path d={d} fill="#000" />
      </svg>
      <figcaption>휴대폰 카메라로 찍으면 이 계획을 화면에서 볼 수 있어요.</figcaption>
    </figure>
  );
}
