/**
 * Scanning a permit's QR code with the camera: with the browser's `BarcodeDetector` where it has
 * one (Chrome on Android), else by decoding camera frames with jsQR (iPhones, desktop Linux; issue
 * 16), loaded only then, so every phone with a camera can scan. The page still works by pasting or
 * typing where there is no camera at all (issue 4 §9).
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

/** True when the browser has a camera API (the QR code is read by BarcodeDetector or jsQR). */
export function useQrScanSupport(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    if (typeof navigator.mediaDevices?.getUserMedia !== 'function') return;
    const Detector = detectorClass();
    if (!Detector) {
      setSupported(true);
      return;
    }
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

/**
 * Reads a QR code's text from the video's current frame, or null: the browser's detector where it
 * can read QR codes, else jsQR (a lazily loaded chunk) on the frame drawn into a canvas.
 */
async function frameReader(
  Detector: BarcodeDetectorConstructor | undefined,
): Promise<(video: HTMLVideoElement) => Promise<string | null>> {
  const formats = Detector ? await (Detector.getSupportedFormats?.() ?? Promise.resolve(['qr_code'])) : [];
  if (Detector && formats.includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video)).find((code) => code.rawValue)?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no canvas');
  return async (video) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!width || !height) return null;
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const frame = context.getImageData(0, 0, width, height);
    return jsQR(frame.data, width, height, { inversionAttempts: 'dontInvert' })?.data || null;
  };
}

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
      const detect = await frameReader(Detector);
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      if (!live || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play();
      const scan = async () => {
        if (!live || !video.current) return;
        const text = await detect(video.current).catch(() => null);
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
