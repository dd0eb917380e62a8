/**
 * Scanning a permit's QR code with the camera where the browser has `BarcodeDetector` (Chrome on
 * Android, Safari 17+ behind no flag on some devices): progressive enhancement only, the page works
 * by pasting or typing everywhere else (issue 4 §9).
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorConstructor {
  new (options?: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?(): Promise<string[]>;
}

function detectorClass(): BarcodeDetectorConstructor | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
}

/** True once the browser says it can read QR codes from a camera. */
export function useQrScanSupport(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector || typeof navigator.mediaDevices?.getUserMedia !== 'function') return;
    let live = true;
    (Detector.getSupportedFormats?.() ?? Promise.resolve(['qr_code']))
      .then((formats) => {
        if (live) setSupported(formats.includes('qr_code'));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return supported;
}

const SCAN_INTERVAL_MS = 250;

export function QrScanner({
  onDetected,
  onFailed,
}: {
  onDetected: (text: string) => void;
  onFailed: () => void;
}) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  // The latest callbacks, so that the camera is not restarted when the parent re-renders.
  const callbacks = useRef({ onDetected, onFailed });
  callbacks.current = { onDetected, onFailed };

  useEffect(() => {
    const Detector = detectorClass();
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;

    async function start() {
      if (!Detector) throw new Error('no BarcodeDetector');
      const detector = new Detector({ formats: ['qr_code'] });
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      if (!live || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play();
      const scan = async () => {
        if (!live || !video.current) return;
        const codes = await detector.detect(video.current).catch(() => []);
        const text = codes.find((code) => code.rawValue)?.rawValue;
        if (text) callbacks.current.onDetected(text);
        else timer = setTimeout(scan, SCAN_INTERVAL_MS);
      };
      await scan();
    }

    start().catch(() => {
      if (live) callbacks.current.onFailed();
    });
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <div className="permit-check__scanner">
      <p className="field__hint" id="permit-check-scan-hint">
        {t('permitCheck.scan.hint')}
      </p>
      <video
        ref={video}
        className="permit-check__video"
        muted
        playsInline
        aria-label={t('permitCheck.scan.video')}
        aria-describedby="permit-check-scan-hint"
      />
    </div>
  );
}
