// issue 29: the enrolment's otpauth:// link as a QR code for a phone's authenticator (uqr encodes it;
// the modules are drawn here as SVG rectangles, so no markup is injected and no image URL is needed).
import { useMemo } from 'react';
import { encode } from 'uqr';

/** Quiet zone around the code, in modules (the QR standard asks for four). */
const QUIET = 4;

export function OtpauthQrCode({ uri }: { uri: string }) {
  const { size, data } = useMemo(() => encode(uri, { border: 0 }), [uri]);
  const extent = size + QUIET * 2;
  return (
    <svg
      role="img"
      aria-label="QR code of the authenticator link"
      viewBox={`0 0 ${extent} ${extent}`}
      className="size-48 rounded bg-white"
      shapeRendering="crispEdges"
    >
      {data.flatMap((row, y) =>
        row.map((dark, x) =>
          dark ? (
            <rect key={`${x}-${y}`} x={x + QUIET} y={y + QUIET} width={1} height={1} fill="#000" />
          ) : null,
        ),
      )}
    </svg>
  );
}
