import { useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../frame/ui/Button';
import type { LoadScanner, ScannerProps, ScannerUnavailable } from './scanner';

export interface ScanPanelProps {
  load: LoadScanner;
  onCode(code: string): void;
  onUnavailable(reason: ScannerUnavailable): void;
}

/**
 * The big SCAN button. The camera and the QR reader are a chunk of their own, fetched on the first
 * tap; a chunk that cannot be fetched (offline before it was ever cached) counts as a failed camera.
 */
export function ScanPanel({ load, onCode, onUnavailable }: ScanPanelProps) {
  const { t } = useTranslation('workshop');
  const [state, setState] = useState<'closed' | 'opening' | 'open'>('closed');
  const scanner = useRef<ComponentType<ScannerProps> | null>(null);

  const open = () => {
    if (scanner.current) {
      setState('open');
      return;
    }
    setState('opening');
    load().then(
      ({ Scanner }) => {
        scanner.current = Scanner;
        setState((now) => (now === 'opening' ? 'open' : now));
      },
      () => {
        setState('closed');
        onUnavailable('failed');
      },
    );
  };
  const close = () => setState('closed');
  const Scanner = scanner.current;

  return (
    <div className="scan-panel">
      <Button className="scan-panel__button" block busy={state === 'opening'} onClick={open} aria-describedby="scan-hint">
        {t('counter.scan')}
      </Button>
      <p id="scan-hint" className="scan-panel__hint">
        {state === 'opening' ? t('scanner.opening') : t('counter.scanHint')}
      </p>
      {state === 'open' && Scanner && (
        <Scanner
          onCode={(code) => {
            close();
            onCode(code);
          }}
          onUnavailable={(reason) => {
            close();
            onUnavailable(reason);
          }}
          onClose={close}
        />
      )}
    </div>
  );
}
