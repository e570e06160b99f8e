import { useEffect, useState } from 'react';
import { Spinner } from '../../../ui/spinner';

/** A bridge's QR login data drawn as a QR code (the `qrcode` library, loaded with this page only). */
export function QrCodeImage({ data, label }: { data: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(data, { errorCorrectionLevel: 'L', margin: 2, width: 264, color: { dark: '#0b0b14', light: '#ffffff' } }))
      .then((url) => live && setSrc(url))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [data]);
  if (failed) return <p className="text-sm text-danger-fg">The QR code could not be drawn. Use the pairing code instead.</p>;
  if (!src) return <Spinner label="Drawing the QR code…" />;
  return <img src={src} alt={label} width={264} height={264} className="rounded-xl bg-white p-1" data-testid="bridge-qr" />;
}
